import { useCallback, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { ERROR_CODES, type QuoteRequest } from 'shared-contracts';
import { ApiRequestError, connectionStore, isOffline, toast } from 'web-kit';
import type { PhotoSlot } from '../components/photo-picker/photo-slot';
import { usePageLocale, useTexts } from '../../../lib/i18n';

export type QuotePhase = 'idle' | 'validatingZip' | 'submitting';

/**
 * The requests' code (and the schema library their answers are parsed with) is no part of the contact pages' first
 * load (issue 44): the form starts loading it when first focused, a submit waits for it.
 */
export const loadQuoteRequests = () => import('./submission-code');

/** true/false from the service-area check; undefined when the check itself failed (then we submit anyway). */
async function isInServiceArea(queryClient: QueryClient, zipCode: string): Promise<boolean | undefined> {
  try {
    const { zipCheckQueryOptions } = await loadQuoteRequests();
    return (await queryClient.fetchQuery(zipCheckQueryOptions(zipCode))).valid;
  } catch (error) {
    console.error('ZIP code check failed; submitting the quote anyway.', error);
    return undefined;
  }
}

/**
 * The quote flow of spec sections 2, 4 and 8: check the ZIP ('Validating ZIP Code...'), stop with the
 * outside-area alert when it is not served, else submit ('Submitting...'); success toasts and resets the form,
 * a server OUTSIDE_SERVICE_AREA shows the same alert, any other error a destructive toast.
 *
 * Offline, nothing is sent and nothing is queued: the form says so and the visitor sends it when back online. A
 * request sent later by itself could surprise a visitor who has meanwhile phoned, and is lost anyway if the tab closes.
 */
export function useQuoteSubmission({ onSuccess, photos }: { onSuccess: () => void; photos?: PhotoSlot }) {
  const queryClient = useQueryClient();
  const texts = useTexts().quote;
  const locale = usePageLocale();
  const [phase, setPhase] = useState<QuotePhase>('idle');
  const [outsideArea, setOutsideArea] = useState(false);
  const offline = useStore(connectionStore, (state) => state.status === 'offline');

  const submit = useCallback(
    async (request: QuoteRequest) => {
      // The button is disabled offline; this also covers a submit that races the connection dropping.
      if (isOffline()) return;
      setOutsideArea(false);
      setPhase('validatingZip');
      try {
        // Photos still uploading are waited for meanwhile (issue 31); their ids go with the quote.
        const [inArea, photoIds] = await Promise.all([
          isInServiceArea(queryClient, request.zipCode),
          photos?.store?.settled() ?? [],
        ]);
        if (inArea === false) {
          setOutsideArea(true);
          return;
        }
        setPhase('submitting');
        const { submitQuote } = await loadQuoteRequests();
        await submitQuote(photoIds.length > 0 ? { ...request, photoIds } : request, locale);
        toast({ title: texts.successTitle, description: texts.successDescription });
        onSuccess();
        photos?.store?.clear();
      } catch (error) {
        // A picked photo failed to upload: its own text (the picker's), the list shows which.
        if (error instanceof Error && error.name === 'PhotoUploadsFailed') {
          toast({ variant: 'destructive', title: texts.errorTitle, description: error.message });
          return;
        }
        if (error instanceof ApiRequestError && error.code === ERROR_CODES.OUTSIDE_SERVICE_AREA) {
          setOutsideArea(true);
          return;
        }
        console.error('Quote request failed.', error);
        const { refusalMessage } = await loadQuoteRequests().catch(() => ({ refusalMessage: undefined }));
        toast({
          variant: 'destructive',
          title: texts.errorTitle,
          description:
            refusalMessage?.(error, texts, locale, (refusal) => photos?.store?.refusalText(refusal)) ??
            texts.genericError,
        });
      } finally {
        setPhase('idle');
      }
    },
    [queryClient, onSuccess, texts, locale, photos],
  );

  return { phase, outsideArea, offline, submit };
}
