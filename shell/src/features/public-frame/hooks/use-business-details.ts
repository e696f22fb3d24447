import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTENT, type BusinessContent } from 'shared-contracts';
import { contentQueries, OFFLINE_READ_OPTIONS, toPublicContent } from 'web-kit/queries';

/**
 * The business details staff edit (hours, social links) for the footer and the JSON-LD, read like the contact
 * content: the built-in details while loading, offline without a kept copy, or when the read fails.
 */
export function useBusinessDetails(): BusinessContent {
  const query = useQuery({
    ...contentQueries.page('business'),
    select: toPublicContent,
    ...OFFLINE_READ_OPTIONS,
  });
  return query.data ?? DEFAULT_CONTENT.business;
}
