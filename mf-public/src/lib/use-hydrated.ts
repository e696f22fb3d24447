import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on a server drawing a first view and while the browser hydrates that markup; true in every other render. A
 * part that only a browser can draw (code loaded on demand) draws its placeholder until then, so the browser's first
 * render matches the server's markup and React adopts the page instead of drawing it again.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
