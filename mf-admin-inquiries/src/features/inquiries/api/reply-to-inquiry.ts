import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type InquiryReplyEntry, type InquiryReplyInput } from 'shared-contracts';
import { ApiRequestError, apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { refreshInquiryReads, removeInquiryFromLists } from './list-cache';

export interface ReplyToInquiryInput extends InquiryReplyInput {
  id: string;
}

/** POST /api/admin/inquiries/{id}/replies: the API e-mails it to the visitor and answers the timeline entry. */
export function replyToInquiry({ id, text }: ReplyToInquiryInput): Promise<InquiryReplyEntry> {
  const body: InquiryReplyInput = { text };
  return apiRequest<InquiryReplyEntry>(API_PATHS.adminInquiryReplies(id), {
    method: 'POST',
    body,
    auth: true,
  });
}

/** Sends a reply; the timeline, the inquiry's status (New becomes Responded) and the inbox refetch. */
export function useReplyToInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToInquiry,
    onSuccess: () => toast({ title: MESSAGES.inquiry.replySent }),
    onError: (error, { id }) => {
      // 409: e-mail is off on this server; its message says what to do instead.
      const conflict =
        error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : undefined;
      toast({ title: conflict ?? inquiryErrorMessage(error, 'reply'), variant: 'destructive' });
      if (isNotFound(error)) removeInquiryFromLists(queryClient, id);
    },
    onSettled: () => void refreshInquiryReads(queryClient),
  });
}
