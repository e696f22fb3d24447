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
import { DraftActions } from '../../features/content-drafts/components/DraftActions';
import { DraftNotice } from '../../features/content-drafts/components/DraftNotice';
import { draftPageOf } from '../../features/content-drafts/components/draft-editor';

/** Beside each page's Save: its draft tools (the three pages of the site) and its version history (issue 29). */
const editorActions: ContentEditorActions = (editor) => {
  const draftPage = draftPageOf(editor.page);
  return (
    <>
      {draftPage && <DraftActions editor={{ ...editor, page: draftPage }} />}
      <HistoryButton
        page={editor.page}
        fields={editor.fields}
        unsaved={editor.unsaved}
        onRestored={editor.reload}
        disabled={editor.offline}
      />
    </>
  );
};

/** Above each page's fields: that it has a draft, by whom and when (issue 29). */
const editorBanner: ContentEditorActions = (editor) => {
  const draftPage = draftPageOf(editor.page);
  return draftPage ? <DraftNotice editor={{ ...editor, page: draftPage }} /> : null;
};

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
