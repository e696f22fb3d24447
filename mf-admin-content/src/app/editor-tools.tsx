import type { ContentEditorActions } from '../features/content-editor/components/ContentForm';
import { HistoryButton } from '../features/content-history/components/HistoryButton';
import { DraftActions } from '../features/content-drafts/components/DraftActions';
import { DraftNotice } from '../features/content-drafts/components/DraftNotice';
import { draftPageOf } from '../features/content-drafts/components/draft-editor';

/** Beside each page's Save: its draft tools (the three pages of the site) and its version history (issue 29). */
export const editorActions: ContentEditorActions = (editor) => {
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
export const editorBanner: ContentEditorActions = (editor) => {
  const draftPage = draftPageOf(editor.page);
  return draftPage ? <DraftNotice editor={{ ...editor, page: draftPage }} /> : null;
};
