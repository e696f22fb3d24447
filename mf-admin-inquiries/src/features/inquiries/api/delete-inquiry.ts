import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { inquiryQueries } from 'web-kit/queries';
import { removeInquiryFromLists } from './list-cache';

/** DELETE /api/admin/inquiries/{id}; the answer body is not read (spec section 7). */
export function deleteInquiry(id: string): Promise<void> {
  return apiRequest<void>(API_PATHS.adminInquiry(id), { method: 'DELETE', auth: true });
}

/** Deletes one inquiry and drops it from every cached list; success is toasted (issue 17), failures with the spec's message. */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: (_answer, id) => {
      removeInquiryFromLists(queryClient, id);
      toast({ title: MESSAGES.inquiry.deleted });
    },
    onError: (error, id) => {
      toast({ title: inquiryErrorMessage(error, 'delete'), variant: 'destructive' });
      // Someone else deleted it first: it is gone either way, so stop showing it.
      if (isNotFound(error)) removeInquiryFromLists(queryClient, id);
    },
    // Cancel before invalidating: a read still in flight may have been answered from before the delete committed
    // (the debounced search switches the page's key while the DELETE is under way). invalidateQueries alone cancels
    // only a query that already has data; the first read of a new key is reused as is, so its stale answer (with the
    // deleted inquiry) would land after removeInquiryFromLists and count as fresh until the next poll. Cancelling
    // reverts those queries (keeping the removal above) and the invalidation reads them again. Not awaited, as before.
    onSettled: () =>
      void queryClient
        .cancelQueries({ queryKey: inquiryQueries.all() })
        .then(() => queryClient.invalidateQueries({ queryKey: inquiryQueries.all() })),
  });
}
