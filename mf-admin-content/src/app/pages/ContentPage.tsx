import { Tabs, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import type { ContentEditorActions } from '../../features/content-editor/components/ContentForm';
import { BusinessDetailsForm } from '../../features/content-editor/components/BusinessDetailsForm';
import { ContactContentForm } from '../../features/content-editor/components/ContactContentForm';
import { HomeContentForm } from '../../features/content-editor/components/HomeContentForm';
import { OfflineBanner } from '../../features/content-editor/components/OfflineBanner';
import { ServicesContentForm } from '../../features/content-editor/components/ServicesContentForm';
import { GalleryAdmin } from '../../features/gallery-admin/components/GalleryAdmin';
import { HistoryButton } from '../../features/content-history/components/HistoryButton';

/** Beside each page's Save: its version history (issue 29). */
const editorActions: ContentEditorActions = ({ page, fields, unsaved, offline, reload }) => (
  <HistoryButton page={page} fields={fields} unsaved={unsaved} onRestored={reload} disabled={offline} />
);

const TABS = [
  { key: 'home', label: 'Home Page', children: <HomeContentForm actions={editorActions} /> },
  { key: 'services', label: 'Services', children: <ServicesContentForm actions={editorActions} /> },
  { key: 'contact', label: 'Contact', children: <ContactContentForm actions={editorActions} /> },
  { key: 'gallery', label: 'Gallery', children: <GalleryAdmin /> },
  { key: 'business', label: 'Business Details', children: <BusinessDetailsForm actions={editorActions} /> },
];

/** /admin/content (exposed as ./Content): 'Website Content' with one tab per page, the gallery and business details. */
export default function ContentPage() {
  return (
    <section>
      <Typography.Title level={1}>{MESSAGES.content.heading}</Typography.Title>
      <OfflineBanner />
      <Tabs items={TABS} />
    </section>
  );
}
