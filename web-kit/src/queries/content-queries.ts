import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  DEFAULT_CONTENT,
  DEFAULT_LOCALE,
  LIMITS,
  OPTIONAL_CONTENT_FIELDS,
  PAGE_CONTENT_FIELDS,
  type Locale,
  type PageContentResponse,
  type PageName,
} from 'shared-contracts';
import { apiRequest, CONTENT_QUERY_OPTIONS } from 'web-kit';

/** What a public page renders: the page's fields (home also carries its two photo paths), no editing metadata. */
export type PublicPageContent = typeof DEFAULT_CONTENT;

const HOME_IMAGES = ['heroImagePath', 'contactImagePath'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(record: Record<string, unknown>, field: string, page: PageName): string {
  const value = record[field];
  if (value === '' && OPTIONAL_CONTENT_FIELDS.includes(field)) return '';
  const max = field === 'email' ? LIMITS.quote.emailMax : LIMITS.content.fieldMax;
  const valid =
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= max &&
    (field !== 'email' || EMAIL.test(value.trim()));
  if (!valid) throw new Error(`Content of ${page} has no valid "${field}"`);
  return value.trim();
}

/**
 * GET /api/content/{page}: the page's fields plus the stored `version` (the editor sends it back on save) and
 * `updatedAt`. A light shape check instead of the zod schemas: every public page starts with this call, and zod
 * would add ~24 KiB gzip to each first view for a handful of strings. A malformed body counts as a failure.
 */
export async function getPageContent<P extends PageName>(
  page: P,
  signal?: AbortSignal,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageContentResponse<P>> {
  const raw = await apiRequest<unknown>(API_PATHS.content(page, locale), { auth: true, signal });
  if (typeof raw !== 'object' || raw === null) throw new Error(`Content of ${page} is not an object`);
  const record = raw as Record<string, unknown>;
  const { version, updatedAt } = record;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    throw new Error(`Content of ${page} has no valid "version"`);
  const content: Record<string, unknown> = {
    version,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : null,
  };
  for (const field of PAGE_CONTENT_FIELDS[page]) content[field] = text(record, field, page);
  if (page === 'home') {
    // The photos go together: unless both paths come with the content, the built-in pair stands in.
    const complete = HOME_IMAGES.every((key) => typeof record[key] === 'string' && record[key] !== '');
    for (const key of HOME_IMAGES) content[key] = complete ? record[key] : DEFAULT_CONTENT.home[key];
  }
  return content as PageContentResponse<P>;
}

/** The public view of a page's stored content: its fields (and home's photos) without the editing metadata. */
export function toPublicContent<P extends PageName>(content: PageContentResponse<P>): PublicPageContent[P] {
  const { version: _version, updatedAt: _updatedAt, ...view } = content;
  return view as unknown as PublicPageContent[P];
}

/**
 * The page-content resource: one key shape (['content', page], then the language for a page in another language
 * than English: ['content', page, 'es']) and one data shape (the stored content with its version) for the public
 * pages, the footer and the editor alike; views derive from it with `select`. English keeps the key it always had,
 * and a page's key prefixes its translations', so invalidating a page refreshes every language of it. Content is
 * never fresh and is retried once (spec sections 7 and 9).
 */
export const contentQueries = {
  all: () => ['content'] as const,
  page: <P extends PageName>(page: P, locale: Locale = DEFAULT_LOCALE) =>
    queryOptions({
      queryKey:
        locale === DEFAULT_LOCALE
          ? ([...contentQueries.all(), page] as const)
          : ([...contentQueries.all(), page, locale] as const),
      queryFn: ({ signal }) => getPageContent(page, signal, locale),
      ...CONTENT_QUERY_OPTIONS,
    }),
};
