/**
 * The shell's service worker: after one online visit, every public route renders offline (see caching-rules.ts for
 * which request gets which treatment). Built by rspack.sw.config.ts; scripts/inject-precache-manifest.mts then
 * writes the list of shell files to precache into it (self.__WB_MANIFEST).
 */
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  cachingRuleFor,
  RUNTIME_CONFIG_PATH,
  UNCACHED_NAVIGATIONS,
  type RequestFacts,
} from '../caching-rules';
import { currentContext, deploymentRestored, isRestored, learnDeployment } from './deployment';
import { warmRemote } from './remote-warmup';
import { STRATEGIES } from './strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const factsOf = (request: Request): RequestFacts => ({
  url: request.url,
  method: request.method,
  mode: request.mode,
  hasAuthorization: request.headers.has('Authorization'),
});

// A new shell takes over at once: its files are precached before it activates, and navigations are network first,
// so an open tab is never stuck on an old build.
void self.skipWaiting();
clientsClaim();

// Before the precache route: it would otherwise answer '/' (index.html) from the cache even when online.
// Content previews (issue 29) are not the worker's: their navigations go straight to the network.
registerRoute(new NavigationRoute(STRATEGIES.navigation, { denylist: [...UNCACHED_NAVIGATIONS] }));
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Everything else goes through the rules. The config is learnt before its answer is handed over, so the remote
 * requests that follow are judged by the new deployment; a public manifest warms its remote's files.
 */
async function handle({ event, request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  await deploymentRestored;
  const rule = cachingRuleFor(factsOf(request), currentContext());
  const response = await STRATEGIES[rule].handle({ event, request });
  if (rule === 'runtime-config' && response.ok) await learnDeployment(response.clone());
  if (rule === 'remote-entry' && currentContext().publicRemoteManifests.includes(url.href) && response.ok) {
    event.waitUntil(warmRemote(response.clone(), url.href, event as ExtendableEvent));
  }
  return response;
}

registerRoute(
  // Until the last config is restored (a worker woken by a request), every GET is taken and judged once it is.
  ({ request }) => !isRestored() || cachingRuleFor(factsOf(request), currentContext()) !== 'network-only',
  handle,
);

/** First install: the visitor's first page loaded before this worker existed, so fetch the public remotes now. */
async function warmPublicRemotes(event: ExtendableEvent): Promise<void> {
  const configRequest = new Request(new URL(RUNTIME_CONFIG_PATH, self.location.origin).href);
  const config = await STRATEGIES['runtime-config'].handle({ event, request: configRequest });
  await learnDeployment(config.clone());
  await Promise.allSettled(
    currentContext().publicRemoteManifests.map(async (manifestUrl) => {
      const request = new Request(manifestUrl, { mode: 'cors', credentials: 'omit' });
      const manifest = await STRATEGIES['remote-entry'].handle({ event, request });
      await warmRemote(manifest, manifestUrl, event);
    }),
  );
}

self.addEventListener('install', (event) => {
  // A remote that is down must not stop the worker from installing: its files are cached on a later visit.
  event.waitUntil(
    warmPublicRemotes(event).catch((error: unknown) => console.warn('[sw] warm-up failed', error)),
  );
});
