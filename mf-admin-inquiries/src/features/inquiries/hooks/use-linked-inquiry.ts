import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { INQUIRY_LINK_PARAM, MESSAGES, type AdminInquiry } from 'shared-contracts';
import { ApiRequestError, locationStore, navigateTo, toast } from 'web-kit';
import { inquiryQueries } from 'web-kit/queries';

/**
 * /admin/inquiries?inquiry=<id> (the link of a new-quote e-mail or desktop alert) opens that inquiry's details once
 * the list has arrived: from the list when it is there, else fetched by id (an older inquiry, on a later page). An id
 * the API does not know says so. `clear` drops the parameter when the dialog closes, so a reload does not reopen it.
 */
export function useLinkedInquiry(
  inquiries: readonly AdminInquiry[] | undefined,
  open: (inquiry: AdminInquiry) => void,
): { linkedId: string | null; clear: () => void } {
  const search = useStore(locationStore, (location) => location.search);
  const linkedId = new URLSearchParams(search).get(INQUIRY_LINK_PARAM);
  const handled = useRef<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!linkedId || !inquiries || handled.current === linkedId) return;
    handled.current = linkedId;
    const found = inquiries.find((inquiry) => inquiry.id === linkedId);
    if (found) {
      open(found);
      return;
    }
    queryClient.fetchQuery(inquiryQueries.detail(linkedId)).then(open, (error: unknown) => {
      const gone = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
      toast({
        title: gone ? MESSAGES.inquiry.notFoundOnUpdate : MESSAGES.inquiry.loadFailed,
        variant: 'destructive',
      });
    });
  }, [linkedId, inquiries, open, queryClient]);

  const clear = () => {
    handled.current = null;
    if (linkedId) navigateTo(locationStore.getState().pathname, { replace: true });
  };
  return { linkedId, clear };
}
