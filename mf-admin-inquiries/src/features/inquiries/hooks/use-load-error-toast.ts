import { useEffect } from 'react';
import { toast } from 'web-kit';
import { inquiryErrorMessage } from '../utils/error-messages';

/**
 * Toasts a failed inquiry load once when the list enters the error state. Polling keeps retrying every 30 s; a toast
 * per failed tick would bury the page, so a repeat needs a success in between.
 */
export function useLoadErrorToast(error: unknown): void {
  const failing = error !== null && error !== undefined;
  useEffect(() => {
    if (failing) toast({ title: inquiryErrorMessage(error, 'load'), variant: 'destructive' });
    // Only the transition into failure matters, not each new error object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failing]);
}
