import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type GalleryOrderResponse,
  type UpdateGalleryItem,
  type UpdateGalleryItemResponse,
} from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';

/** PUT /api/admin/gallery/item/{id} (issue 29): the text fields and the version the edit started from. */
export function updateGalleryItem(id: string, body: UpdateGalleryItem): Promise<UpdateGalleryItemResponse> {
  return apiRequest<UpdateGalleryItemResponse>(API_PATHS.adminGalleryItemById(id), {
    method: 'PUT',
    auth: true,
    body,
  });
}

/** Edits, then refreshes every gallery list (admin and public) held in the shared query cache; also after a 409. */
export function useUpdateGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGalleryItem }) => updateGalleryItem(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
  });
}

/** PUT /api/admin/gallery/order (issue 29): every shown item's id, first shown first. */
export function saveGalleryOrder(ids: string[]): Promise<GalleryOrderResponse> {
  return apiRequest<GalleryOrderResponse>(API_PATHS.adminGalleryOrder(), {
    method: 'PUT',
    auth: true,
    body: { ids },
  });
}
