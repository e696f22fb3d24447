import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ContentDraft, type PageContentResponse, type DraftPageName } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { contentDraftQueries, contentQueries } from 'web-kit/queries';
import { staffContentQueries } from '../../../lib/staff-content';

const LIST_KEY = contentDraftQueries.list().queryKey;

/** The cached list of drafts with `page`'s replaced by `draft` (or dropped, with null). */
const withDraft =
  (page: DraftPageName, draft: ContentDraft | null) =>
  (drafts: ContentDraft[] | undefined): ContentDraft[] => [
    ...(drafts ?? []).filter((entry) => entry.page !== page),
    ...(draft ? [draft] : []),
  ];

export interface SaveDraftInput {
  page: DraftPageName;
  /** The form's values: the page's fields and, on a page with translatable texts, `es` (issue 30). */
  fields: Record<string, unknown>;
  /** The published version the edit started from. */
  version: number;
}

/** PUT /api/admin/content/{page}/draft: creates or replaces the page's draft; the answer replaces the page's entry in the cached list. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, fields, version }: SaveDraftInput) =>
      apiRequest<ContentDraft>(API_PATHS.adminContentDraft(page), {
        method: 'PUT',
        auth: true,
        body: { ...fields, version },
      }),
    onSuccess: (draft, { page }) => queryClient.setQueryData(LIST_KEY, withDraft(page, draft)),
  });
}

/**
 * POST /api/admin/content/{page}/draft/publish with the draft's base version: the page is published (a new version)
 * and the draft gone; the page's content is refetched, as after a save.
 */
export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, baseVersion }: { page: DraftPageName; baseVersion: number }) =>
      apiRequest<PageContentResponse<DraftPageName>>(API_PATHS.adminContentDraftPublish(page), {
        method: 'POST',
        auth: true,
        body: { version: baseVersion },
      }),
    onSuccess: async (_published, { page }) => {
      queryClient.setQueryData(LIST_KEY, withDraft(page, null));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueries.page(page).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffContentQueries.page(page).queryKey }),
      ]);
    },
    // A 409 leaves the draft; someone may have changed it too: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** DELETE /api/admin/content/{page}/draft: the draft is dropped; the published page is untouched. */
export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: DraftPageName) =>
      apiRequest<void>(API_PATHS.adminContentDraft(page), { method: 'DELETE', auth: true }),
    onSuccess: (_result, page) => queryClient.setQueryData(LIST_KEY, withDraft(page, null)),
    onError: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
