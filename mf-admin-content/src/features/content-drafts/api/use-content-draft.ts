import { useQuery } from '@tanstack/react-query';
import type { ContentDraft, DraftPageName } from 'shared-contracts';
import { contentDraftQueries } from 'web-kit/queries';

/**
 * The page's draft for the editor (null: none), from the list of stored drafts: a page without a draft is no error
 * (no 404 in the browser's console). Read again whenever the editor is shown or the window regains focus, so a
 * colleague's draft shows up; kept while the editor is open.
 */
export function useContentDraft(page: DraftPageName, enabled: boolean) {
  return useQuery({
    ...contentDraftQueries.list(),
    select: (drafts: ContentDraft[]) => drafts.find((draft) => draft.page === page) ?? null,
    gcTime: 5 * 60_000,
    enabled,
  });
}
