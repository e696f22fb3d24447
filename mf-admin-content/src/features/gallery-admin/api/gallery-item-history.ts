import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type GalleryItemVersion, type UpdateGalleryItemResponse } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';

/** A gallery item's version history (issue 29). Staff only; refetched on each open (anyone may edit meanwhile). */
export const galleryItemHistoryQueries = {
  all: () => ['gallery-item-versions'] as const,
  list: (id: string) =>
    queryOptions({
      queryKey: [...galleryItemHistoryQueries.all(), id] as const,
      queryFn: ({ signal }) =>
        apiRequest<GalleryItemVersion[]>(API_PATHS.adminGalleryItemVersions(id), { auth: true, signal }),
      staleTime: 0,
    }),
};

/** POST .../versions/{number}/restore with the item's version; then the lists and the history reload (also on 409). */
export function useRestoreGalleryItemVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number, version }: { id: string; number: number; version: number }) =>
      apiRequest<UpdateGalleryItemResponse>(API_PATHS.adminGalleryItemVersionRestore(id, number), {
        method: 'POST',
        auth: true,
        body: { version },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
        queryClient.invalidateQueries({ queryKey: galleryItemHistoryQueries.all() }),
      ]),
  });
}
