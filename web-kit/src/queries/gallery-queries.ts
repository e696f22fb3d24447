import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, galleryItemSchema, type GalleryItem } from 'shared-contracts';
import { z } from 'zod';
import { apiRequest } from 'web-kit';

const galleryListSchema = z.array(galleryItemSchema);
const categoryListSchema = z.array(z.string());

/** 'all' stands for "no category filter": the call then sends no `category`. */
export const ALL_GALLERY_CATEGORIES = 'all';

/** GET /api/gallery[?category=]: the project list, checked against the shared schema. */
export async function getGallery(category: string, signal?: AbortSignal): Promise<GalleryItem[]> {
  return galleryListSchema.parse(await apiRequest<unknown>(API_PATHS.gallery(category), { signal }));
}

/** GET /api/gallery/categories: the category names that have projects. */
export async function getGalleryCategories(signal?: AbortSignal): Promise<string[]> {
  return categoryListSchema.parse(await apiRequest<unknown>(API_PATHS.galleryCategories(), { signal }));
}

/**
 * The gallery resource: all -> lists -> list(category), and categories. The public gallery and the admin grid read
 * the same list; what each does with a failure (samples, or an error for staff) is the reader's business.
 */
export const galleryQueries = {
  all: () => ['gallery'] as const,
  lists: () => [...galleryQueries.all(), 'list'] as const,
  list: (category: string = ALL_GALLERY_CATEGORIES) =>
    queryOptions({
      queryKey: [...galleryQueries.lists(), category] as const,
      queryFn: ({ signal }) => getGallery(category, signal),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'categories'] as const,
      queryFn: ({ signal }) => getGalleryCategories(signal),
    }),
};
