import { useCallback, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { ERROR_CODES, MESSAGES, type QuoteRequest } from 'shared-contracts';
import { ApiRequestError, connectionStore, isOffline, toast } from 'web-kit';
import { zipCheckQueryOptions } from '../api/check-zip';
import { submitQuote } from '../api/submit-quote';

export type QuotePhase = 'idle' | 'validatingZip' | 'submitting';

/** true/false from the service-area check; undefined when the check itself failed (then we submit anyway). */
async function isInServiceArea(queryClient: QueryClient, zipCode: string): Promise<boolean | undefined> {
  try {
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
export function useQuoteSubmission({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
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
        if ((await isInServiceArea(queryClient, request.zipCode)) === false) {
          setOutsideArea(true);
          return;
        }
        setPhase('submitting');
        await submitQuote(request);
        toast({ title: MESSAGES.quote.successTitle, description: MESSAGES.quote.successDescription });
        onSuccess();
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === ERROR_CODES.OUTSIDE_SERVICE_AREA) {
          setOutsideArea(true);
          return;
        }
        console.error('Quote request failed.', error);
        const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
        toast({
          variant: 'destructive',
          title: MESSAGES.quote.errorTitle,
          description: serverMessage || MESSAGES.quote.genericError,
        });
      } finally {
        setPhase('idle');
      }
    },
    [queryClient, onSuccess],
  );

  return { phase, outsideArea, offline, submit };
}
