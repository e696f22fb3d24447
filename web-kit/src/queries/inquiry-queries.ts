import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  type AdminInquiry,
  type InquiryCounts,
  type InquiryListQuery,
  type InquiryPage,
  type InquiryStatus,
  type InquiryTimelineEntry,
} from 'shared-contracts';
import { apiRequest, ApiRequestError } from 'web-kit';

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
 * GET /api/admin/inquiries, with `status` only when one is chosen. Needs the staff token. A failure carries the
 * response text, or 'Failed to fetch inquiries' when there is none (a network error, an empty error body), as spec
 * section 7 says; the page maps that text to what staff see.
 */
export function getInquiries(
  status?: InquiryStatus,
  signal?: AbortSignal,
  search?: string,
): Promise<AdminInquiry[]> {
  return inquiryRead<AdminInquiry[]>(API_PATHS.adminInquiries(status, search), signal);
}

/** One page of the inbox, filtered, searched and sorted by the API. */
export function getInquiryPage(query: InquiryListQuery, signal?: AbortSignal): Promise<InquiryPage> {
  return inquiryRead<InquiryPage>(API_PATHS.adminInquiriesPage(query), signal);
}

/** One inquiry by id (a deep link may name one that is on no page shown). */
export function getInquiry(id: string, signal?: AbortSignal): Promise<AdminInquiry> {
  return apiRequest<AdminInquiry>(API_PATHS.adminInquiry(id), { auth: true, signal });
}

/** The dashboard's figures, counted by the API. */
export function getInquiryCounts(signal?: AbortSignal): Promise<InquiryCounts> {
  return inquiryRead<InquiryCounts>(API_PATHS.adminInquiryCounts(), signal);
}

/** One inquiry's internal notes and status changes, newest first (issue 17). */
export function getInquiryTimeline(id: string, signal?: AbortSignal): Promise<InquiryTimelineEntry[]> {
  return apiRequest<InquiryTimelineEntry[]>(API_PATHS.adminInquiryTimeline(id), { auth: true, signal });
}

/**
 * A staff read of the inquiries. Conditional: a poll that finds nothing changed is a 304 without a body, and
 * resolves to the data already held (same object, so nothing re-renders).
 */
async function inquiryRead<T>(path: string, signal?: AbortSignal): Promise<T> {
  try {
    return await apiRequest<T>(path, { auth: true, signal, conditional: true });
  } catch (error) {
    if (signal?.aborted) throw error;
    const responseText = error instanceof ApiRequestError ? error.bodyText : '';
    throw new Error(responseText || MESSAGES.inquiry.fetchFailed, { cause: error });
  }
}

/** A page query with its defaults filled in, so equal requests share one key. */
function normalizedPageQuery(query: InquiryListQuery): Required<Omit<InquiryListQuery, 'status'>> & {
  status: InquiryListFilter;
} {
  return {
    status: query.status ?? 'all',
    search: query.search?.trim() ?? '',
    order: query.order ?? 'desc',
    page: query.page ?? 1,
    pageSize: query.pageSize ?? LIMITS.inquiryList.pageSizeDefault,
    assignee: query.assignee ?? '',
    due: query.due ?? false,
  };
}

/**
 * The inquiries resource: all -> lists -> list(status) (the spec's whole list), all -> pages -> page(query) (the
 * inbox), all -> counts (the dashboard), all -> details -> detail(id) (one inquiry, for a deep link), all -> timelines ->
 * timeline(id) (one inquiry's notes and history). Mutations invalidate or patch through these levels.
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
  pages: () => [...inquiryQueries.all(), 'page'] as const,
  page: (query: InquiryListQuery) => {
    const key = normalizedPageQuery(query);
    return queryOptions({
      queryKey: [...inquiryQueries.pages(), key] as const,
      queryFn: ({ signal }) =>
        getInquiryPage({ ...key, status: key.status === 'all' ? undefined : key.status }, signal),
      refetchInterval: INQUIRY_POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
    });
  },
  counts: () =>
    queryOptions({
      queryKey: [...inquiryQueries.all(), 'counts'] as const,
      queryFn: ({ signal }) => getInquiryCounts(signal),
      refetchInterval: INQUIRY_POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
    }),
  details: () => [...inquiryQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...inquiryQueries.details(), id] as const,
      queryFn: ({ signal }) => getInquiry(id, signal),
    }),
  /**
   * The details dialog's timeline. Under 'inquiries', so a change invalidating the resource refreshes an open one;
   * read when the dialog opens (the app's default: fresh until invalidated), not polled.
   */
  timelines: () => [...inquiryQueries.all(), 'timeline'] as const,
  timeline: (id: string) =>
    queryOptions({
      queryKey: [...inquiryQueries.timelines(), id] as const,
      queryFn: ({ signal }) => getInquiryTimeline(id, signal),
    }),
};

/** The status filter a cached list was fetched with (read back from its key). */
export function listFilterOf(queryKey: readonly unknown[]): InquiryListFilter {
  const filters = queryKey[2] as { status?: InquiryListFilter } | undefined;
  return filters?.status ?? 'all';
}
