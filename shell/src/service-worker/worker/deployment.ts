import {
  cachingContextFrom,
  parseDeploymentConfig,
  RUNTIME_CONFIG_PATH,
  type CachingContext,
} from '../caching-rules';

declare const self: ServiceWorkerGlobalScope;

/**
 * What the worker knows about the current deployment (API and public remote URLs), learnt from every /config.json
 * that passes through it. A worker is stopped when idle and restarted on the next request, so it first recovers the
 * last config from the cache: until then `restored` is false.
 */
let context: CachingContext = {
  shellOrigin: self.location.origin,
  apiBase: undefined,
  publicRemoteManifests: [],
};
let restored = false;

export const currentContext = (): CachingContext => context;
export const isRestored = (): boolean => restored;

/** Learns the deployment from a /config.json answer (network or cache). */
export async function learnDeployment(configResponse: Response): Promise<void> {
  const config = parseDeploymentConfig(await configResponse.text());
  if (config) context = cachingContextFrom(config, self.location.origin);
}

async function restoreDeployment(): Promise<void> {
  try {
    const cached = await caches.match(new URL(RUNTIME_CONFIG_PATH, self.location.origin).href);
    if (cached) await learnDeployment(cached);
  } finally {
    restored = true;
  }
}

export const deploymentRestored: Promise<void> = restoreDeployment();
