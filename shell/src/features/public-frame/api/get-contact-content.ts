import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type ContactContent } from 'shared-contracts';
import { apiRequest, CONTENT_QUERY_OPTIONS } from 'shared-contracts/client';

const FIELDS = ['title', 'address', 'phone', 'email'] as const;

/**
 * GET /api/content/contact for the footer's contact block. A light shape check instead of the zod schema: zod would
 * add ~23 KiB gzip to the shell's first load for four string fields. Anything malformed counts as a failure, which
 * the footer turns into the built-in contact details.
 */
export async function getContactContent(signal?: AbortSignal): Promise<ContactContent> {
  const raw = await apiRequest<unknown>(API_PATHS.content('contact'), { signal });
  if (typeof raw !== 'object' || raw === null) throw new Error('Contact content is not an object');
  const record = raw as Record<string, unknown>;
  const content = {} as Record<(typeof FIELDS)[number], string>;
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`Contact content lacks "${field}"`);
    content[field] = value.trim();
  }
  return content;
}

/**
 * Same key as mf-public's page-content factory (['content', page]) and the same options (stale time 0, one retry),
 * so the footer and the Contact page share one cache entry and one request.
 */
export const contactContentQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'contact'] as const,
    queryFn: ({ signal }) => getContactContent(signal),
    ...CONTENT_QUERY_OPTIONS,
  });
