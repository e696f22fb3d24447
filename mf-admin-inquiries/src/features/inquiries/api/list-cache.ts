import type { QueryClient } from '@tanstack/react-query';
import type { Inquiry } from 'shared-contracts';
import { inquiryQueries, listFilterOf, type InquiryListFilter } from './inquiry-queries';

/**
 * An inquiry whose status changed stays in lists that still match it (updated in place) and leaves lists filtered
 * on another status, so the table and the Dashboard counts are right before the refetch answers.
 */
export function withStatusChange(
  list: readonly Inquiry[],
  filter: InquiryListFilter,
  updated: Inquiry,
): Inquiry[] {
  if (filter !== 'all' && filter !== updated.status)
    return list.filter((inquiry) => inquiry.id !== updated.id);
  return list.map((inquiry) => (inquiry.id === updated.id ? updated : inquiry));
}

export function withoutInquiry(list: readonly Inquiry[], id: string): Inquiry[] {
  return list.filter((inquiry) => inquiry.id !== id);
}

/** Applies a changed inquiry to every cached list (every status filter). */
export function patchInquiryInLists(queryClient: QueryClient, updated: Inquiry): void {
  for (const [queryKey, list] of queryClient.getQueriesData<Inquiry[]>({
    queryKey: inquiryQueries.lists(),
  })) {
    if (list)
      queryClient.setQueryData<Inquiry[]>(queryKey, withStatusChange(list, listFilterOf(queryKey), updated));
  }
}

/** Drops an inquiry from every cached list (deleted here, or found to be gone already). */
export function removeInquiryFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Inquiry[]>({ queryKey: inquiryQueries.lists() }, (list) =>
    list ? withoutInquiry(list, id) : list,
  );
}
