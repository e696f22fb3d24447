import { Tabs, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { ContactContentForm } from '../../features/content-editor/components/ContactContentForm';
import { HomeContentForm } from '../../features/content-editor/components/HomeContentForm';
import { OfflineBanner } from '../../features/content-editor/components/OfflineBanner';
import { ServicesContentForm } from '../../features/content-editor/components/ServicesContentForm';
import { GalleryAdmin } from '../../features/gallery-admin/components/GalleryAdmin';

const TABS = [
  { key: 'home', label: 'Home Page', children: <HomeContentForm /> },
  { key: 'services', label: 'Services', children: <ServicesContentForm /> },
  { key: 'contact', label: 'Contact', children: <ContactContentForm /> },
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
