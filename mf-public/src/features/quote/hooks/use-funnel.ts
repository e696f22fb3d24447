import { useCallback, useEffect, useRef } from 'react';
import { sendFunnelStep } from '../api/funnel';

/** Counts a visit of the contact page, once per page shown (the funnel's first step). */
export function useContactVisitCount(): void {
  useEffect(() => sendFunnelStep('visit'), []);
}

/** The form's first typed character counts it as started, once per form shown. */
export function useFormStartCount(): () => void {
  const counted = useRef(false);
  return useCallback(() => {
    if (counted.current) return;
    counted.current = true;
    sendFunnelStep('start');
  }, []);
}
