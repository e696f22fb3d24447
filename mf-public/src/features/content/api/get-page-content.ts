import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_CONTENT, LIMITS, type PageName } from 'shared-contracts';
import { apiRequest, CONTENT_QUERY_OPTIONS } from 'shared-contracts/client';

/** What a public page renders: the page's fields (home also carries its two photo paths). */
export type PublicPageContent = typeof DEFAULT_CONTENT;

/** The fields each page's content must have (the shared zod schemas' fields), all non-empty text. */
const FIELDS: { [P in PageName]: readonly string[] } = {
  home: ['title', 'subtitle', 'description'],
  services: ['title', 'description'],
  contact: ['title', 'address', 'phone', 'email'],
};
const HOME_IMAGES = ['heroImagePath', 'contactImagePath'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown, max: number = LIMITS.content.fieldMax): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

/**
 * GET /api/content/{page}. A light shape check instead of the zod schemas (as the shell's footer does): every page
 * of the site starts with this call, and zod would add ~24 KiB gzip to each first view for a handful of strings.
 * A malformed body (missing/empty/over-long field, contact e-mail that is not one) counts as a failure.
 */
export async function getPageContent<P extends PageName>(
  page: P,
  signal?: AbortSignal,
): Promise<PublicPageContent[P]> {
  const raw = await apiRequest<unknown>(API_PATHS.content(page), { signal });
  if (typeof raw !== 'object' || raw === null) throw new Error(`Content of ${page} is not an object`);
  const record = raw as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of FIELDS[page]) {
    const value = text(record[field], field === 'email' ? LIMITS.quote.emailMax : undefined);
    if (value === undefined || (field === 'email' && !EMAIL.test(value)))
      throw new Error(`Content of ${page} has no valid "${field}"`);
    fields[field] = value;
  }
  if (page === 'home') {
    // The photo paths are optional: the built-in ones stand in for missing or empty ones.
    const images: Record<string, string> = {};
    for (const key of HOME_IMAGES) {
      const value = typeof record[key] === 'string' && record[key] !== '' ? record[key] : undefined;
      if (value === undefined) return { ...DEFAULT_CONTENT.home, ...fields } as PublicPageContent[P];
      images[key] = value;
    }
    return { ...DEFAULT_CONTENT.home, ...fields, ...images } as PublicPageContent[P];
  }
  return fields as PublicPageContent[P];
}

/** Content is never fresh and is retried once (spec sections 7 and 9). */
export const pageContentQueryOptions = <P extends PageName>(page: P) =>
  queryOptions({
    queryKey: ['content', page] as const,
    queryFn: ({ signal }) => getPageContent(page, signal),
    ...CONTENT_QUERY_OPTIONS,
  });
