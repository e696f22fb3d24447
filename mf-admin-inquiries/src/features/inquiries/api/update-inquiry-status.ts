import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  MESSAGES,
  type AdminInquiry,
  type InquiryStatus,
  type UpdateInquiryStatus,
} from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { patchInquiryInLists, refreshInquiryReads, removeInquiryFromLists } from './list-cache';

export interface UpdateInquiryStatusInput {
  id: string;
  status: InquiryStatus;
}

/**
 * PUT /api/admin/inquiries/{id} with { status }; answers the updated inquiry (spec section 7). The API records the
 * change in the inquiry's timeline.
 */
export function updateInquiryStatus({ id, status }: UpdateInquiryStatusInput): Promise<AdminInquiry> {
  const body: UpdateInquiryStatus = { status };
  return apiRequest<AdminInquiry>(API_PATHS.adminInquiry(id), { method: 'PUT', body, auth: true });
}

/**
 * Saves a status at once; every cached list (and so the Dashboard) follows. Success is confirmed with a toast (issue
 * 17), failures toast the spec's message.
 */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryStatus,
    onSuccess: (updated) => {
      patchInquiryInLists(queryClient, updated);
      toast({ title: MESSAGES.inquiry.statusChanged(updated.status) });
    },
    onError: (error, { id }) => {
      toast({ title: inquiryErrorMessage(error, 'update'), variant: 'destructive' });
      if (isNotFound(error)) removeInquiryFromLists(queryClient, id);
    },
    // The open timeline refetches too (its new entry).
    onSettled: () => void refreshInquiryReads(queryClient),
  });
}
