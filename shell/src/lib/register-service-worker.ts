/** Where the built worker is served (the site root, so its scope covers every route). */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerOptions {
  /** Production builds only: a dev server's pages must never be answered by a worker from a production run. */
  production?: boolean;
  container?: ServiceWorkerContainer | undefined;
}

/**
 * Production builds register the offline worker from the HTML's start-up script (startup-script.ts), at the page's
 * load event, before the app has started. Anywhere else (`npm run dev` on the same port as a production run) this
 * removes any worker left behind, so dev pages are never answered from a production cache.
 */
export function removeServiceWorkerOutsideProduction({
  production = process.env.NODE_ENV === 'production',
  container = navigator.serviceWorker,
}: ServiceWorkerOptions = {}): void {
  if (production || !container) return;
  void container
    .getRegistrations()
    .then((registrations) => registrations.forEach((r) => void r.unregister()));
}
