import { Alert } from 'antd';
import { formatBusinessDateTime, MESSAGES } from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { useContentDraft } from '../api/use-content-draft';
import type { DraftEditor } from './draft-editor';

const m = MESSAGES.content;

/**
 * Above a page's fields when it has a draft (issue 29): who saved it and when (so a colleague sees it is there), and
 * whether the page was published since the draft was started.
 */
export function DraftNotice({ editor }: { editor: Pick<DraftEditor, 'page' | 'offline' | 'version'> }) {
  const { data: draft } = useContentDraft(editor.page, !editor.offline);
  const timeZone = useBusinessTimeZone();
  if (!draft) return null;
  const stale = editor.version !== undefined && draft.baseVersion !== editor.version;
  return (
    <Alert
      type={stale ? 'warning' : 'info'}
      showIcon
      title={m.draftNotice(draft.staffEmail, formatBusinessDateTime(draft.savedAt, timeZone))}
      description={stale ? m.draftFromOlderVersion : undefined}
    />
  );
}
