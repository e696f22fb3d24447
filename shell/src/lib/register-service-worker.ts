/** Where the built worker is served (the site root, so its scope covers every route). */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerOptions {
  /** Production builds only: a dev server's pages must never be answered by a worker from a production run. */
  enabled?: boolean;
  container?: ServiceWorkerContainer | undefined;
  win?: Window;
}

/**
 * Registers the offline service worker once the page has loaded (its precache downloads must not compete with the
 * first view). Anywhere else (`npm run dev` on the same port as a production run) it removes any worker left behind,
 * so dev pages are never answered from a production cache.
 */
export function registerServiceWorker({
  enabled = process.env.NODE_ENV === 'production',
  container = navigator.serviceWorker,
  win = window,
}: ServiceWorkerOptions = {}): void {
  if (!container) return; // not a secure context, or a browser without service workers
  if (!enabled) {
    void container
      .getRegistrations()
      .then((registrations) => registrations.forEach((r) => void r.unregister()));
    return;
  }
  const register = () =>
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('[shell] offline support unavailable', error);
    });
  if (win.document.readyState === 'complete') void register();
  else win.addEventListener('load', () => void register(), { once: true });
}
