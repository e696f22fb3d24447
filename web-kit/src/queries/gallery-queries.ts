import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  DEFAULT_LOCALE,
  SAFE_IMAGE_URL_PATTERN,
  type GalleryItem,
  type Locale,
} from 'shared-contracts';
import { apiRequest } from 'web-kit';

/** 'all' stands for "no category filter": the call then sends no `category`. */
export const ALL_GALLERY_CATEGORIES = 'all';

const ITEM_TEXT_FIELDS = ['id', 'title', 'description', 'imageUrl', 'location', 'category'] as const;

function listOf<T>(raw: unknown, what: string, check: (value: unknown) => T): T[] {
  if (!Array.isArray(raw)) throw new Error(`${what} is not a list`);
  return raw.map(check);
}

/**
 * One project as the API sends it, checked by hand like page content (getPageContent): zod would add ~24 KiB gzip
 * to the public gallery's first view. Every field is text (trimmed), and the photo's address is one an <img> may
 * safely load. A malformed body counts as a failure.
 */
function toGalleryItem(raw: unknown): GalleryItem {
  if (typeof raw !== 'object' || raw === null) throw new Error('A gallery item is not an object');
  const record = raw as Record<string, unknown>;
  const item: Record<string, string | number> = {};
  for (const field of ITEM_TEXT_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string') throw new Error(`A gallery item has no valid "${field}"`);
    item[field] = value.trim();
  }
  if (!SAFE_IMAGE_URL_PATTERN.test(item.imageUrl as string))
    throw new Error('A gallery item has an unsafe "imageUrl"');
  if (typeof record.createdAt === 'string') item.createdAt = record.createdAt;
  // The item's edit count (issue 29): the back office's edit sends it back.
  if (Number.isInteger(record.version) && (record.version as number) >= 1)
    item.version = record.version as number;
  // A before photo (issue 31), kept only when it is an address an <img> may safely load.
  const before = typeof record.beforeImageUrl === 'string' ? record.beforeImageUrl.trim() : '';
  if (before && SAFE_IMAGE_URL_PATTERN.test(before)) item.beforeImageUrl = before;
  return item as unknown as GalleryItem;
}

function toCategory(raw: unknown): string {
  if (typeof raw !== 'string') throw new Error('A gallery category is not text');
  return raw;
}

/** GET /api/gallery[?category=][&lang=]: the project list, its texts in `locale` where staff translated them. */
export async function getGallery(
  category: string,
  signal?: AbortSignal,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GalleryItem[]> {
  const raw = await apiRequest<unknown>(API_PATHS.gallery(category, locale), { signal });
  return listOf(raw, 'The gallery', toGalleryItem);
}

/** GET /api/gallery/categories: the category names that have projects. */
export async function getGalleryCategories(signal?: AbortSignal): Promise<string[]> {
  const raw = await apiRequest<unknown>(API_PATHS.galleryCategories(), { signal });
  return listOf(raw, 'The gallery categories', toCategory);
}

/**
 * The gallery resource: all -> lists -> list(category), and categories. The public gallery and the admin grid read
 * the same list; what each does with a failure (samples, or an error for staff) is the reader's business.
 */
export const galleryQueries = {
  all: () => ['gallery'] as const,
  lists: () => [...galleryQueries.all(), 'list'] as const,
  /** English keeps its key; another language's list is under its own ([..., category, 'es']). */
  list: (category: string = ALL_GALLERY_CATEGORIES, locale: Locale = DEFAULT_LOCALE) =>
    queryOptions({
      queryKey:
        locale === DEFAULT_LOCALE
          ? ([...galleryQueries.lists(), category] as const)
          : ([...galleryQueries.lists(), category, locale] as const),
      queryFn: ({ signal }) => getGallery(category, signal, locale),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'categories'] as const,
      queryFn: ({ signal }) => getGalleryCategories(signal),
    }),
};
