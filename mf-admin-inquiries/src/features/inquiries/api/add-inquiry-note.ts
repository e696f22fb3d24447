import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type InquiryNoteEntry, type InquiryNoteInput } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from '../utils/error-messages';
import { refreshInquiryReads, removeInquiryFromLists } from './list-cache';

export interface AddInquiryNoteInput extends InquiryNoteInput {
  id: string;
}

/** POST /api/admin/inquiries/{id}/notes; the API takes the author from the token and answers the stored note. */
export function addInquiryNote({ id, text }: AddInquiryNoteInput): Promise<InquiryNoteEntry> {
  const body: InquiryNoteInput = { text };
  return apiRequest<InquiryNoteEntry>(API_PATHS.adminInquiryNotes(id), { method: 'POST', body, auth: true });
}

/** Adds a note; the timeline and the inbox's notes counts refetch; the outcome is toasted either way. */
export function useAddInquiryNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInquiryNote,
    onSuccess: () => toast({ title: MESSAGES.inquiry.noteAdded }),
    onError: (error, { id }) => {
      toast({ title: inquiryErrorMessage(error, 'note'), variant: 'destructive' });
      if (isNotFound(error)) removeInquiryFromLists(queryClient, id);
    },
    // The resource level: the open timeline and the pages (each inquiry's notesCount) are stale.
    onSettled: () => void refreshInquiryReads(queryClient),
  });
}
