import type { QueryClient } from '@tanstack/react-query';
import type { AdminInquiry, InquiryPage } from 'shared-contracts';
import { inquiryQueries, listFilterOf, type InquiryListFilter } from 'web-kit/queries';

/**
 * An inquiry whose status changed stays in lists that still match it (updated in place) and leaves lists filtered
 * on another status, so the table and the Dashboard counts are right before the refetch answers.
 */
export function withStatusChange(
  list: readonly AdminInquiry[],
  filter: InquiryListFilter,
  updated: AdminInquiry,
): AdminInquiry[] {
  if (filter !== 'all' && filter !== updated.status)
    return list.filter((inquiry) => inquiry.id !== updated.id);
  return list.map((inquiry) => (inquiry.id === updated.id ? updated : inquiry));
}

export function withoutInquiry(list: readonly AdminInquiry[], id: string): AdminInquiry[] {
  return list.filter((inquiry) => inquiry.id !== id);
}

/** The status filter a cached inbox page was fetched with (read back from its key). */
const pageFilterOf = (queryKey: readonly unknown[]): InquiryListFilter =>
  (queryKey[2] as { status?: InquiryListFilter } | undefined)?.status ?? 'all';

/** The same change on one cached inbox page; the total follows when the inquiry leaves the page's filter. */
export function pageWithStatusChange(
  page: InquiryPage,
  filter: InquiryListFilter,
  updated: AdminInquiry,
): InquiryPage {
  const items = withStatusChange(page.items, filter, updated);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}

export function pageWithoutInquiry(page: InquiryPage, id: string): InquiryPage {
  const items = withoutInquiry(page.items, id);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}

/** Applies a changed inquiry to every cached list (every status filter) and inbox page. */
export function patchInquiryInLists(queryClient: QueryClient, updated: AdminInquiry): void {
  for (const [queryKey, page] of queryClient.getQueriesData<InquiryPage>({
    queryKey: inquiryQueries.pages(),
  })) {
    if (page)
      queryClient.setQueryData<InquiryPage>(
        queryKey,
        pageWithStatusChange(page, pageFilterOf(queryKey), updated),
      );
  }
  for (const [queryKey, list] of queryClient.getQueriesData<AdminInquiry[]>({
    queryKey: inquiryQueries.lists(),
  })) {
    if (list)
      queryClient.setQueryData<AdminInquiry[]>(
        queryKey,
        withStatusChange(list, listFilterOf(queryKey), updated),
      );
  }
}

/** Drops an inquiry from every cached list (deleted here, or found to be gone already). */
export function removeInquiryFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<InquiryPage>({ queryKey: inquiryQueries.pages() }, (page) =>
    page ? pageWithoutInquiry(page, id) : page,
  );
  queryClient.setQueriesData<AdminInquiry[]>({ queryKey: inquiryQueries.lists() }, (list) =>
    list ? withoutInquiry(list, id) : list,
  );
}

/**
 * Reads every inquiry query again after a change. Cancel first: a read still in flight may have been answered from
 * before the change committed (the debounced search switches the page's key while a DELETE or PUT is under way).
 * invalidateQueries alone cancels only a query that already has data; the first read of a new key is reused as is,
 * so its stale answer (a deleted inquiry, an old status or notes count) would land after the cache was patched and
 * count as fresh until the next poll. Cancelling reverts those queries (keeping the patches) and the invalidation
 * reads them again. Callers do not await it: a dialog should not wait for the lists.
 */
export function refreshInquiryReads(queryClient: QueryClient): Promise<void> {
  return queryClient
    .cancelQueries({ queryKey: inquiryQueries.all() })
    .then(() => queryClient.invalidateQueries({ queryKey: inquiryQueries.all() }));
}
