import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type ContentVersionDetail,
  type ContentVersionSummary,
  type PageContentResponse,
  type PageName,
} from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { contentQueries } from 'web-kit/queries';
import { staffContentQueries } from '../../../lib/staff-content';

/** Query keys and reads of a page's version history (issue 29), one factory so keys are never typed twice. */
export const contentHistoryQueries = {
  all: () => ['content-history'] as const,
  /** The kept versions, newest first; refetched each time the panel opens, as a save elsewhere adds one. */
  list: (page: PageName) =>
    queryOptions({
      queryKey: [...contentHistoryQueries.all(), page] as const,
      queryFn: ({ signal }) =>
        apiRequest<ContentVersionSummary[]>(API_PATHS.adminContentVersions(page), { auth: true, signal }),
      staleTime: 0,
    }),
  /** One version with its content: a version never changes once stored, so it is fetched once. */
  version: <P extends PageName>(page: P, version: number) =>
    queryOptions({
      queryKey: [...contentHistoryQueries.all(), page, version] as const,
      queryFn: ({ signal }) =>
        apiRequest<ContentVersionDetail<P>>(API_PATHS.adminContentVersion(page, version), {
          auth: true,
          signal,
        }),
      staleTime: Infinity,
    }),
};

export interface RestoreVersionInput {
  version: number;
  /** The page version the restore was decided on: the API answers 409 STALE_VERSION when someone saved since. */
  basedOn: number;
}

/** POST .../versions/{n}/restore, then refetches the page and its history (the restore is a new version). */
export function useRestoreVersion<P extends PageName>(page: P) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, basedOn }: RestoreVersionInput) =>
      apiRequest<PageContentResponse<P>>(API_PATHS.adminContentVersionRestore(page, version), {
        method: 'POST',
        auth: true,
        body: { version: basedOn },
      }),
    // Stale or not, both reads are out of date: a conflict means someone published meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueries.page(page).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffContentQueries.page(page).queryKey }),
        queryClient.invalidateQueries({ queryKey: contentHistoryQueries.list(page).queryKey }),
      ]),
  });
}
