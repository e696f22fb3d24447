import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import type { CachingRule } from '../caching-rules';

const DAY_SECONDS = 24 * 60 * 60;
/** A weak signal should not keep a visitor staring at a spinner: after this, the last answer shows. */
export const API_READ_TIMEOUT_SECONDS = 3;

/** Only complete, successful answers are kept: an error page must never replace a good copy. */
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * A remote's style sheets arrive through <link> tags, i.e. no-cors requests whose responses are opaque (unreadable
 * status, padded quota); its scripts load in cors mode already (crossorigin="anonymous"). The remotes allow CORS, so
 * every file is fetched in cors mode and cached as a real response, which answers either kind of request.
 */
const corsFetch: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'cors' ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};

/** Offline (or the server unreachable), any page of the app is the precached shell: it routes on the client. */
const appShellWhenOffline: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
};

/** One strategy per rule of caching-rules.ts; the cache names are the worker's whole storage layout. */
export const STRATEGIES: Record<CachingRule, Strategy> = {
  navigation: new NetworkOnly({ plugins: [appShellWhenOffline] }),
  // No network timeout for the deployment's entry points: a slow answer is still the truth about what is deployed,
  // and mixing a cached manifest with new files (or the reverse) is what must never happen.
  'runtime-config': new NetworkFirst({ cacheName: 'runtime-config', plugins: [okOnly()] }),
  'remote-entry': new NetworkFirst({
    cacheName: 'remote-entries',
    plugins: [okOnly(), corsFetch, new ExpirationPlugin({ maxEntries: 20 })],
  }),
  'remote-chunk': new CacheFirst({
    cacheName: 'remote-chunks',
    plugins: [
      okOnly(),
      corsFetch,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_SECONDS }),
    ],
  }),
  image: new CacheFirst({
    cacheName: 'site-images',
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 80 })],
  }),
  'api-read': new NetworkFirst({
    cacheName: 'api-reads',
    networkTimeoutSeconds: API_READ_TIMEOUT_SECONDS,
    // The API varies its answers on Origin (CORS) and more; a public read's body is the same for every page of the
    // site, so the stored answer serves whatever those request headers are.
    matchOptions: { ignoreVary: true },
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 50 })],
  }),
  'network-only': new NetworkOnly(),
};
