import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type GalleryTrashItem,
  type RestoreGalleryItemResponse,
} from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';

/** The gallery trash (issue 29): deleted items, restorable until their purge date. Staff only. */
export const galleryTrashQueries = {
  all: () => ['gallery-trash'] as const,
  /** Newest deletion first; refetched each time the dialog opens, as any staff member may delete meanwhile. */
  list: () =>
    queryOptions({
      queryKey: galleryTrashQueries.all(),
      queryFn: ({ signal }) =>
        apiRequest<GalleryTrashItem[]>(API_PATHS.adminGalleryTrash(), { auth: true, signal }),
      staleTime: 0,
    }),
};

/** POST /api/admin/gallery/trash/{id}/restore: the item is shown in the gallery again. */
export function restoreGalleryItem(id: string): Promise<RestoreGalleryItemResponse> {
  return apiRequest<RestoreGalleryItemResponse>(API_PATHS.adminGalleryTrashRestore(id), {
    method: 'POST',
    auth: true,
  });
}

/** After a delete or a restore: every gallery list (admin and public, shared cache) and the trash are out of date. */
export function refreshGalleryAndTrash(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
    queryClient.invalidateQueries({ queryKey: galleryTrashQueries.all() }),
  ]);
}

/** Restores, then refreshes the gallery lists and the trash (also when it failed: the item may be purged). */
export function useRestoreGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreGalleryItem,
    onSettled: () => refreshGalleryAndTrash(queryClient),
  });
}
