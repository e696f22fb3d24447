import { Space } from 'antd';
import { CreateGalleryItemForm } from './CreateGalleryItemForm';
import { GalleryItemsGrid } from './GalleryItemsGrid';

/** The Gallery tab of the content page. */
export function GalleryAdmin() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <GalleryItemsGrid />
      <CreateGalleryItemForm />
    </Space>
  );
}
