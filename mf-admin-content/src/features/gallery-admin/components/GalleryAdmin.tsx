import { Space } from 'antd';
import { CreateGalleryItemForm } from './CreateGalleryItemForm';
import { GalleryItemsGrid } from './GalleryItemsGrid';

/** The Gallery tab of the content page: adding a photo first (issue 32: it was below the whole grid), then the items. */
export function GalleryAdmin() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CreateGalleryItemForm />
      <GalleryItemsGrid />
    </Space>
  );
}
