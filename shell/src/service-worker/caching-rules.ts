import {
  absoluteApiBase,
  API_PATHS,
  PAGE_NAMES,
  remotesOfSection,
  type RuntimeConfig,
} from 'shared-contracts';

/**
 * How the service worker answers one request. Pure (URLs and a few request facts in, a rule out) so the policy is
 * tested without a browser; sw.ts maps each rule to a Workbox strategy.
 */
export type CachingRule =
  /** The app's HTML: network first, the precached index.html when the network fails (reload or typed URL offline). */
  | 'navigation'
  /** /config.json: network first with no timeout, so a deployment's new remote URLs win whenever the network answers. */
  | 'runtime-config'
  /** A public remote's mf-manifest.json or remoteEntry.js: network first with no timeout, like the config. */
  | 'remote-entry'
  /** A content-hashed file of a public remote: cache first (a new deployment has new names). */
  | 'remote-chunk'
  /** The built-in site photos: cache first. */
  | 'image'
  /** Public content and gallery reads: network first with a short timeout, the last answer offline. */
  | 'api-read'
  /** Not the service worker's business: writes, signed-in calls, admin and everything else go to the network. */
  | 'network-only';

/** The parts of a Request the rules read. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  hasAuthorization: boolean;
}

/** What the rules know about the deployment: the shell's origin, and (once /config.json was read) API and remotes. */
export interface CachingContext {
  shellOrigin: string;
  /** The API base URL without a trailing slash; undefined until the runtime config is known. */
  apiBase: string | undefined;
  /**
   * The public section's remotes' mf-manifest.json URLs (REMOTE_SECTIONS): their folders hold remoteEntry.js and the
   * hashed chunks. The back office stays online-only.
   */
  publicRemoteManifests: readonly string[];
}

export const RUNTIME_CONFIG_PATH = '/config.json';
/**
 * Navigations the worker leaves alone entirely (issue 29): a content preview shows a draft to staff, so neither its
 * page nor anything it reads is ever answered from or kept in a cache (its draft read carries the staff token, which
 * is network-only anyway).
 */
export const UNCACHED_NAVIGATIONS: readonly RegExp[] = [/^\/admin\/preview(\/|$)/];
const IMAGES_FOLDER = '/images/';
const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Same pattern as the static server's long-lived files: name.<hex hash>.ext. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The reads public pages make. The zip check is deliberately absent: a cached "yes" could accept a wrong quote. */
const PUBLIC_READ_PATHS = new Set<string>([
  ...PAGE_NAMES.map((page) => API_PATHS.content(page)),
  API_PATHS.gallery(),
  API_PATHS.galleryCategories(),
]);

export function cachingContextFrom(
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'remotes'>,
  shellOrigin: string,
): CachingContext {
  return {
    shellOrigin,
    apiBase: absoluteApiBase(config, shellOrigin),
    publicRemoteManifests: remotesOfSection('public').map(
      (name) => new URL(config.remotes[name], shellOrigin).href,
    ),
  };
}

function isPublicApiRead(url: URL, apiBase: string | undefined): boolean {
  if (apiBase === undefined) return false;
  const base = new URL(apiBase);
  if (url.origin !== base.origin) return false;
  const basePath = base.pathname.replace(/\/$/, '');
  if (!url.pathname.startsWith(`${basePath}/`)) return false;
  return PUBLIC_READ_PATHS.has(url.pathname.slice(basePath.length));
}

function remoteFileRule(url: URL, manifests: readonly string[]): CachingRule | undefined {
  if (manifests.includes(url.href)) return 'remote-entry';
  if (!manifests.some((manifest) => url.href.startsWith(new URL('./', manifest).href))) return undefined;
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (file === REMOTE_ENTRY_FILE) return 'remote-entry';
  if (HASHED_FILE.test(file)) return 'remote-chunk';
  return undefined;
}

export function cachingRuleFor(request: RequestFacts, context: CachingContext): CachingRule {
  // Signed-in calls are personal and writes must reach the server: neither is ever stored or answered from a cache.
  if (request.method !== 'GET' || request.hasAuthorization) return 'network-only';
  const url = new URL(request.url);
  const sameOrigin = url.origin === context.shellOrigin;
  if (request.mode === 'navigate')
    return sameOrigin && !UNCACHED_NAVIGATIONS.some((path) => path.test(url.pathname))
      ? 'navigation'
      : 'network-only';
  if (sameOrigin && url.pathname === RUNTIME_CONFIG_PATH) return 'runtime-config';
  if (isPublicApiRead(url, context.apiBase)) return 'api-read';
  if (sameOrigin && url.pathname.startsWith(IMAGES_FOLDER)) return 'image';
  return remoteFileRule(url, context.publicRemoteManifests) ?? 'network-only';
}

/** The two fields of /config.json the rules need, read without zod (which would triple the worker's size). */
export function parseDeploymentConfig(
  text: string,
): Pick<RuntimeConfig, 'apiBaseUrl' | 'remotes'> | undefined {
  try {
    const config = JSON.parse(text) as Partial<RuntimeConfig> | null;
    const remotes = config?.remotes;
    if (typeof config?.apiBaseUrl !== 'string' || typeof remotes !== 'object' || remotes === null)
      return undefined;
    if (!remotesOfSection('public').every((name) => typeof remotes[name] === 'string')) return undefined;
    return { apiBaseUrl: config.apiBaseUrl, remotes };
  } catch {
    return undefined;
  }
}
