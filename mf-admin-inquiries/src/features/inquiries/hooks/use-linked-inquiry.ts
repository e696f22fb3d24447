import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { INQUIRY_LINK_PARAM, MESSAGES, type AdminInquiry } from 'shared-contracts';
import { locationStore, navigateTo, toast } from 'web-kit';

/**
 * /admin/inquiries?inquiry=<id> (the link of a new-quote e-mail or desktop alert) opens that inquiry's details once
 * the list has it; an id the list does not have says so. `clear` drops the parameter when the dialog closes, so a
 * reload does not reopen it.
 */
export function useLinkedInquiry(
  inquiries: readonly AdminInquiry[] | undefined,
  open: (inquiry: AdminInquiry) => void,
): { linkedId: string | null; clear: () => void } {
  const search = useStore(locationStore, (location) => location.search);
  const linkedId = new URLSearchParams(search).get(INQUIRY_LINK_PARAM);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!linkedId || !inquiries || handled.current === linkedId) return;
    handled.current = linkedId;
    const found = inquiries.find((inquiry) => inquiry.id === linkedId);
    if (found) open(found);
    else toast({ title: MESSAGES.inquiry.notFoundOnUpdate, variant: 'destructive' });
  }, [linkedId, inquiries, open]);

  const clear = () => {
    handled.current = null;
    if (linkedId) navigateTo(locationStore.getState().pathname, { replace: true });
  };
  return { linkedId, clear };
}
