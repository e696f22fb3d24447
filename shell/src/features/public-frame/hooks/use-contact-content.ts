import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTENT, type ContactContent } from 'shared-contracts';
import { contentQueries, OFFLINE_READ_OPTIONS, toPublicContent } from 'web-kit/queries';

/**
 * Contact details for the footer and the JSON-LD: the same cache entry as the Contact page and the editor. Offline
 * the call still goes out, for the service worker to answer with the last copy this browser fetched; while loading,
 * and when there is no answer, the built-in contact content is used, so the footer never shows an empty block.
 */
export function useContactContent(): ContactContent {
  const query = useQuery({
    ...contentQueries.page('contact'),
    select: toPublicContent,
    ...OFFLINE_READ_OPTIONS,
  });
  return query.data ?? DEFAULT_CONTENT.contact;
}
