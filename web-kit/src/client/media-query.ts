import { useSyncExternalStore } from 'react';
import { LIMITS } from 'shared-contracts';

/**
 * Below the spec's 768px breakpoint (spec section 9): the admin sidebar starts hidden and the inquiry inbox shows
 * cards instead of a table. One definition, so the shell and the remotes switch at the same width.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LIMITS.layout.mobileBreakpointPx - 0.02}px)`;

/** Live result of a CSS media query (false where matchMedia is unavailable). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
