import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/client';
import { z } from 'zod';

/** GET /api/gallery/categories: the category names that have projects. */
export async function getGalleryCategories(signal?: AbortSignal): Promise<string[]> {
  return z.array(z.string()).parse(await apiRequest<unknown>(API_PATHS.galleryCategories(), { signal }));
}

export const galleryCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery', 'categories'] as const,
    queryFn: ({ signal }) => getGalleryCategories(signal),
  });
