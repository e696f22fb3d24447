import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type PageContentResponse, type PageName } from 'shared-contracts';
import { CONTENT_QUERY_OPTIONS, apiRequest } from 'shared-contracts/client';

/** GET /api/content/{page}: the page's fields plus the stored `version` the editor sends back on save. */
export function getContent<P extends PageName>(
  page: P,
  signal?: AbortSignal,
): Promise<PageContentResponse<P>> {
  return apiRequest<PageContentResponse<P>>(API_PATHS.content(page), { auth: true, signal });
}

/**
 * Query keys of the page-content resource. The public site reads the same resource under the same key shape, so a
 * save here invalidates what the public pages show too.
 */
export const contentQueries = {
  all: () => ['content'] as const,
  page: <P extends PageName>(page: P) =>
    queryOptions({
      queryKey: ['content', page] as const,
      queryFn: ({ signal }) => getContent(page, signal),
      ...CONTENT_QUERY_OPTIONS,
    }),
};
