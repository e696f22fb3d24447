import { Tabs, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { ContactContentForm } from '../../features/content-editor/components/ContactContentForm';
import { HomeContentForm } from '../../features/content-editor/components/HomeContentForm';
import { OfflineBanner } from '../../features/content-editor/components/OfflineBanner';
import { ServicesContentForm } from '../../features/content-editor/components/ServicesContentForm';
import { GalleryAdmin } from '../../features/gallery-admin/components/GalleryAdmin';
import { editorActions, editorBanner } from '../editor-tools';

const TABS = [
  {
    key: 'home',
    label: 'Home Page',
    children: <HomeContentForm actions={editorActions} banner={editorBanner} />,
  },
  {
    key: 'services',
    label: 'Services',
    children: <ServicesContentForm actions={editorActions} banner={editorBanner} />,
  },
  {
    key: 'contact',
    label: 'Contact',
    children: <ContactContentForm actions={editorActions} banner={editorBanner} />,
  },
  { key: 'gallery', label: 'Gallery', children: <GalleryAdmin /> },
];

/** /admin/content (exposed as ./Content): 'Website Content' with one tab per page plus the gallery. */
export default function ContentPage() {
  return (
    <section>
      <Typography.Title level={1}>{MESSAGES.content.heading}</Typography.Title>
      <OfflineBanner />
      <Tabs items={TABS} />
    </section>
  );
}
