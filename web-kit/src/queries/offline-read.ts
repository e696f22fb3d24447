/**
 * Options for the reads a visitor needs offline (public page content, the gallery). React Query's default network
 * mode pauses a query while the browser is offline, before the request is even made; 'offlineFirst' makes the first
 * attempt anyway, so the shell's service worker can answer it with the last copy this browser fetched. Without such
 * a copy the attempt fails and its retries wait for the connection to return.
 */
export const OFFLINE_READ_OPTIONS = { networkMode: 'offlineFirst' } as const;
