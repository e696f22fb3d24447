import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type PageContentByName, type PageContentResponse, type PageName } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { contentQueries } from 'web-kit/queries';

export interface SaveContentInput<P extends PageName> {
  page: P;
  fields: PageContentByName[P];
  /** The version the form was loaded from; the API answers 409 STALE_VERSION when someone saved since. */
  version: number | undefined;
}

/** POST /api/content/{page} with the fields and the version they were edited from. */
export function saveContent<P extends PageName>({ page, fields, version }: SaveContentInput<P>) {
  return apiRequest<PageContentResponse<P>>(API_PATHS.content(page), {
    method: 'POST',
    auth: true,
    body: { ...fields, version },
  });
}

/** Saves, then refetches the page (spec section 7: "After success the content is refetched"). */
export function useSaveContent<P extends PageName>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContentInput<P>) => saveContent(input),
    onSuccess: (_saved, { page }) =>
      queryClient.invalidateQueries({ queryKey: contentQueries.page(page).queryKey }),
  });
}
