import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type DeleteGalleryItemResponse } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { refreshGalleryAndTrash } from './gallery-trash';

/** DELETE /api/admin/gallery/item/{id}: moves the item to the trash (its image stays until the trash is purged). */
export function deleteGalleryItem(id: string): Promise<DeleteGalleryItemResponse> {
  return apiRequest<DeleteGalleryItemResponse>(API_PATHS.adminGalleryItemById(id), {
    method: 'DELETE',
    auth: true,
  });
}

/** Deletes, then refreshes every gallery list (admin and public) held in the shared query cache, and the trash. */
export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: () => refreshGalleryAndTrash(queryClient),
  });
}
