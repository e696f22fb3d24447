import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';

/** DELETE /api/admin/gallery/item/{id}: removes the item (and the API removes its uploaded file). */
export function deleteGalleryItem(id: string): Promise<void> {
  return apiRequest<void>(API_PATHS.adminGalleryItemById(id), { method: 'DELETE', auth: true });
}

/** Deletes, then refreshes every gallery list (admin and public) held in the shared query cache. */
export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
  });
}
