import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { refreshInquiryReads, removeInquiryFromLists } from './list-cache';

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
    onSettled: () => void refreshInquiryReads(queryClient),
  });
}
