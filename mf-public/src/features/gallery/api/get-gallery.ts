import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, galleryItemSchema, type GalleryItem } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/client';
import { z } from 'zod';

const galleryListSchema = z.array(galleryItemSchema);

/** GET /api/gallery[?category=]: the public project list ('all' sends no category). */
export async function getGallery(category: string, signal?: AbortSignal): Promise<GalleryItem[]> {
  return galleryListSchema.parse(await apiRequest<unknown>(API_PATHS.gallery(category), { signal }));
}

export const galleryListQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['gallery', 'list', category] as const,
    queryFn: ({ signal }) => getGallery(category, signal),
  });
