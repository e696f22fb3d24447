import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type PageContentByName,
  type PageContentResponse,
  type PageContentSave,
  type PageName,
} from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { contentQueries } from 'web-kit/queries';
import { staffContentQueries } from '../../../lib/staff-content';

export interface SaveContentInput<P extends PageName> {
  page: P;
  /** The page's fields and, on a page with translatable texts, its Spanish ones (`es`, issue 30). */
  fields: PageContentByName[P] | PageContentSave<P>;
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
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueries.page(page).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffContentQueries.page(page).queryKey }),
      ]),
  });
}
