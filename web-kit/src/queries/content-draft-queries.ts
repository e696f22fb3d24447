import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type ContentDraft, type DraftPageName } from 'shared-contracts';
import { ApiRequestError, apiRequest } from 'web-kit';

/**
 * GET /api/admin/content/{page}/draft with the staff token: the page's draft, or null when it has none (404). A
 * light shape check, as for the page content. Staff data: read by the editor and the shell's preview only.
 */
export async function getContentDraft<P extends DraftPageName>(
  page: P,
  signal?: AbortSignal,
): Promise<ContentDraft<P> | null> {
  try {
    const raw = await apiRequest<unknown>(API_PATHS.adminContentDraft(page), { auth: true, signal });
    const draft = raw as Partial<ContentDraft<P>> | null;
    if (
      typeof draft?.content !== 'object' ||
      draft.content === null ||
      typeof draft.baseVersion !== 'number' ||
      typeof draft.staffEmail !== 'string' ||
      typeof draft.savedAt !== 'string'
    )
      throw new Error(`The draft of ${page} is malformed`);
    return draft as ContentDraft<P>;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/admin/content/drafts with the staff token: every stored draft ([] when none). */
export async function getContentDrafts(signal?: AbortSignal): Promise<ContentDraft[]> {
  const raw = await apiRequest<unknown>(API_PATHS.adminContentDrafts(), { auth: true, signal });
  if (!Array.isArray(raw)) throw new Error('The drafts are not a list');
  return raw as ContentDraft[];
}

/**
 * A page's draft (issue 29), under its own staff-only key: never under ['content', ...], the key the public pages, the
 * footer and the first views read, so no public view can ever be handed a draft. Always refetched when shown, and
 * dropped from memory as soon as nothing shows it.
 */
export const contentDraftQueries = {
  all: () => ['admin', 'content-draft'] as const,
  page: <P extends DraftPageName>(page: P) =>
    queryOptions({
      queryKey: [...contentDraftQueries.all(), page] as const,
      queryFn: ({ signal }) => getContentDraft(page, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  /** Every stored draft: the editor's read (a page without a draft is simply absent, never a 404). */
  list: () =>
    queryOptions({
      queryKey: ['admin', 'content-drafts'] as const,
      queryFn: ({ signal }) => getContentDrafts(signal),
      staleTime: 0,
      retry: false,
    }),
};
