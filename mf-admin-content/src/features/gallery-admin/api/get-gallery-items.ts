import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type GalleryItem } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/client';

/**
 * GET /api/gallery. The spec does not show an admin list path; the public list is the same data. Unlike the public
 * site (which swallows failures and shows samples), the admin list lets errors through so staff see them.
 */
export function getGalleryItems(signal?: AbortSignal): Promise<GalleryItem[]> {
  return apiRequest<GalleryItem[]>(API_PATHS.gallery(), { auth: true, signal });
}

/** Keys of the gallery resource. 'admin-list' keeps this error-reporting list apart from the public site's lists. */
export const galleryQueries = {
  all: () => ['gallery'] as const,
  adminList: () =>
    queryOptions({
      queryKey: ['gallery', 'admin-list'] as const,
      queryFn: ({ signal }) => getGalleryItems(signal),
    }),
};
