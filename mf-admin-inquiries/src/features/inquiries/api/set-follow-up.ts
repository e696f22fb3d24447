import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type AdminInquiry, type InquiryFollowUpInput } from 'shared-contracts';
import { ApiRequestError, apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { refreshInquiryReads, removeInquiryFromLists } from './list-cache';

export interface SetFollowUpInput extends InquiryFollowUpInput {
  id: string;
}

/** PUT /api/admin/inquiries/{id}/follow-up: who follows the inquiry up and when; answers the inquiry. */
export function setFollowUp({ id, assigneeEmail, followUpOn }: SetFollowUpInput): Promise<AdminInquiry> {
  const body: InquiryFollowUpInput = { assigneeEmail, followUpOn };
  return apiRequest<AdminInquiry>(API_PATHS.adminInquiryFollowUp(id), { method: 'PUT', body, auth: true });
}

/** Saves the follow-up; the inbox (its filters by assignee and due) refetches; the outcome is toasted. */
export function useSetFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowUp,
    onSuccess: () => toast({ title: MESSAGES.inquiry.followUpSaved }),
    onError: (error, { id }) => {
      const refused =
        error instanceof ApiRequestError && error.status === 400 ? error.serverMessage : undefined;
      toast({ title: refused ?? MESSAGES.inquiry.followUpFailed, variant: 'destructive' });
      if (isNotFound(error)) removeInquiryFromLists(queryClient, id);
      else if (!refused) console.error(inquiryErrorMessage(error, 'update'), error);
    },
    onSettled: () => void refreshInquiryReads(queryClient),
  });
}
