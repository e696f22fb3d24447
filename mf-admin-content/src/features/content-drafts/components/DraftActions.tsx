import { useEffect, useRef } from 'react';
import { Button, Popconfirm } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { ApiRequestError, toast } from 'web-kit';
import { isStaleVersionError } from '../../../lib/stale-version';
import { useDiscardDraft, usePublishDraft, useSaveDraft } from '../api/draft-mutations';
import { useContentDraft } from '../api/use-content-draft';
import type { DraftEditor } from './draft-editor';

const m = MESSAGES.content;

/** Where the shell draws a page's draft as the public page (staff only). */
export const previewPath = (page: string) => `/admin/preview/${page}`;

function failed(error: unknown): void {
  const stale = isStaleVersionError(error);
  toast({
    title: stale ? m.staleVersion : m.draftActionFailed,
    description: !stale && error instanceof ApiRequestError ? error.serverMessage : undefined,
    variant: 'destructive',
  });
}

/**
 * Save draft, Preview, Publish draft and Discard draft beside a page's 'Save Changes' (issue 29). When the page has a
 * draft the editor shows it (loaded into the form as its clean state); Preview and Publish act on the stored draft, so
 * they wait until the form's latest changes are saved to it.
 */
export function DraftActions({ editor }: { editor: DraftEditor }) {
  const { page, offline, unsaved } = editor;
  const { data: draft } = useContentDraft(page, !offline);
  const save = useSaveDraft();
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  const busy = save.isPending || publish.isPending || discard.isPending;

  // Each saved draft (this one or a colleague's) is loaded into the form once, unless the form holds edits; only once
  // the editor has put the published page in the form (it then knows its version), or that would replace it. A later
  // publish from this form (Save Changes) keeps what it published on screen.
  const loadedKey = useRef<string | undefined>(undefined);
  const key = draft && editor.version !== undefined ? `${draft.page}|${draft.savedAt}` : undefined;
  const { load } = editor;
  useEffect(() => {
    if (!draft || !key || key === loadedKey.current || unsaved) return;
    loadedKey.current = key;
    // The draft's Spanish texts (issue 30) go into the form with its fields.
    load({ ...draft.content, es: draft.es });
  }, [draft, key, unsaved, load]);

  const saveDraft = async () => {
    if (!(await editor.validate())) return;
    const fields = editor.values();
    try {
      await save.mutateAsync({ page, fields, version: editor.version ?? 0 });
      editor.load(fields);
      toast({ title: m.draftSaved });
    } catch (error) {
      failed(error);
    }
  };

  const publishDraft = async () => {
    if (!draft) return;
    try {
      await publish.mutateAsync({ page, baseVersion: draft.baseVersion });
      loadedKey.current = undefined;
      editor.reload();
      toast({ title: m.draftPublished });
    } catch (error) {
      failed(error);
    }
  };

  const discardDraft = async () => {
    try {
      await discard.mutateAsync(page);
      loadedKey.current = undefined;
      editor.reload();
      toast({ title: m.draftDiscarded });
    } catch (error) {
      failed(error);
    }
  };

  const noDraftOrUnsaved = !draft || unsaved;
  return (
    <>
      <Button
        onClick={() => void saveDraft()}
        loading={save.isPending}
        disabled={offline || (busy && !save.isPending)}
      >
        {save.isPending ? m.savingDraft : m.saveDraft}
      </Button>
      <Button
        href={previewPath(page)}
        target="_blank"
        rel="noopener"
        disabled={offline || noDraftOrUnsaved}
        title={draft && unsaved ? m.draftUnsavedHint : undefined}
      >
        {m.previewDraft}
      </Button>
      <Button
        href={`${previewPath(page)}?lang=es`}
        target="_blank"
        rel="noopener"
        disabled={offline || noDraftOrUnsaved}
        title={draft && unsaved ? m.draftUnsavedHint : undefined}
      >
        {m.previewDraftSpanish}
      </Button>
      <Button
        onClick={() => void publishDraft()}
        loading={publish.isPending}
        disabled={offline || noDraftOrUnsaved || (busy && !publish.isPending)}
        title={draft && unsaved ? m.draftUnsavedHint : undefined}
      >
        {m.publishDraft}
      </Button>
      {draft && (
        <Popconfirm
          title={m.discardDraftConfirm}
          okText={m.discardDraftOk}
          cancelText={m.keepDraft}
          okButtonProps={{ danger: true }}
          onConfirm={() => discardDraft()}
          disabled={offline || busy}
        >
          <Button danger disabled={offline || busy} loading={discard.isPending}>
            {m.discardDraft}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
