import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Inquiry, type InquiryStatus, type UpdateInquiryStatus } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { inquiryQueries } from 'web-kit/queries';
import { patchInquiryInLists, removeInquiryFromLists } from './list-cache';

export interface UpdateInquiryStatusInput {
  id: string;
  status: InquiryStatus;
}

/** PUT /api/admin/inquiries/{id} with { status }; answers the updated inquiry (spec section 7). */
export function updateInquiryStatus({ id, status }: UpdateInquiryStatusInput): Promise<Inquiry> {
  const body: UpdateInquiryStatus = { status };
  return apiRequest<Inquiry>(API_PATHS.adminInquiry(id), { method: 'PUT', body, auth: true });
}

/** Saves a status at once; every cached list (and so the Dashboard) follows; failures toast the spec's message. */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryStatus,
    onSuccess: (updated) => patchInquiryInLists(queryClient, updated),
    onError: (error, { id }) => {
      toast({ title: inquiryErrorMessage(error, 'update'), variant: 'destructive' });
      if (isNotFound(error)) removeInquiryFromLists(queryClient, id);
    },
    // Not awaited: the dialog should not wait for the list refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inquiryQueries.all() }),
  });
}
