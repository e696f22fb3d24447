/**
 * Resource hints for the shell's HTML, computed when the page is served (issue 12, fast first paint). Without them a
 * public page is a chain of one request after another: HTML -> main.js -> /config.json -> mf-manifest.json ->
 * remoteEntry.js -> page chunks -> content call -> hero photo. The origins and URLs are only known at runtime (the
 * runtime config), so the server that serves the HTML announces them: the browser fetches the config, the route's
 * content calls and its first painted image, and opens the remote's and the API's connections, in parallel with the
 * shell's own code. The page's own manifest and chunks are NOT announced here: the shell may be pointed at another
 * remote by the config it reads (the remote-failure e2e swaps it in the browser), and it loads the page from there;
 * only the other public pages' files are, as idle-time prefetches (offline-prefetch.ts).
 */
import type { RuntimeConfig } from 'shared-contracts';
import { deployedRemotes, publicPageAt, sitePagesOf, type ReadJson, type SitePage } from './first-view/declared-pages.js';
import { offlinePrefetches, type PrefetchHint } from './offline-prefetch.js';

/** dist/page-hints.json of a remote: per expose, the images its page paints first (hrefs on the shell's origin). */
export type RemoteImageHints = Record<string, { href: string; type?: string; media?: string }[]>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function link(attributes: Record<string, string | true>): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ');
  return `<link ${rendered}>`;
}

/** The page's first painted images (the home hero), fetched at high priority before any script asks for them. */
function imageHints(page: SitePage, hints: RemoteImageHints | undefined): string[] {
  return (hints?.[page.expose] ?? []).map(({ href, type, media }) =>
    link({
      rel: 'preload',
      as: 'image',
      href,
      ...(type ? { type } : {}),
      ...(media ? { media } : {}),
      fetchpriority: 'high',
    }),
  );
}

/**
 * The <link> tags for one request of the shell's HTML: the runtime config, and for a public page (`page`, as its
 * remote declares it) the origins it talks to, its first images (the remote's image hints) and the API reads its
 * remote declares.
 */
export function pageHints(
  page: SitePage | undefined,
  config: RuntimeConfig,
  imageHintsOfRemote?: RemoteImageHints,
): string {
  // fetch('/config.json') in the shell: same URL, CORS mode, same-origin credentials.
  const hints = [link({ rel: 'preload', as: 'fetch', href: '/config.json', crossorigin: 'anonymous' })];
  if (!page) return hints.join('');
  const remoteOrigin = new URL(config.remotes[page.remote]).origin;
  const apiBase = config.apiBaseUrl || '';
  hints.push(
    // Style sheets load without CORS, the manifest and scripts with it: browsers keep separate connections.
    link({ rel: 'preconnect', href: remoteOrigin }),
    link({ rel: 'preconnect', href: remoteOrigin, crossorigin: 'anonymous' }),
    ...(apiBase ? [link({ rel: 'preconnect', href: new URL(apiBase).origin })] : []),
    ...imageHints(page, imageHintsOfRemote),
    // The API client sends cookies (credentials: 'include').
    ...[...new Set(page.reads ?? [])].map((read) =>
      link({ rel: 'preload', as: 'fetch', href: `${apiBase}${read}`, crossorigin: 'use-credentials' }),
    ),
  );
  return hints.join('');
}

/**
 * Other pages' files, for the browser's cache when idle (offline from the first paint, issue 44). Scripts in CORS mode,
 * as the shell loads a remote's scripts (shell/src/lib/federation/cors-scripts-plugin.ts), so the copy kept is the one
 * the page asks for.
 */
const prefetchLinks = (hints: PrefetchHint[]) =>
  hints
    .map(({ href, as }) =>
      link({ rel: 'prefetch', as, href, ...(as === 'script' ? { crossorigin: 'anonymous' } : {}) }),
    )
    .join('');

/** The remote's dist/page-hints.json, beside its manifest (read by the server: the browser fetches nothing of it). */
function readImageHints(manifestUrl: string, readJson: ReadJson) {
  return readJson(new URL('page-hints.json', manifestUrl).href) as Promise<RemoteImageHints | undefined>;
}

/**
 * The static server's `headHtml` for the shell: hints from the current runtime config, the pages the deployed
 * remotes declare and the route's remote's image hints. A config or file that cannot be used costs hints, never the
 * page.
 */
export function shellHeadHtml(readConfig: () => RuntimeConfig, readJson: ReadJson): (urlPath: string) => Promise<string> {
  return async (urlPath) => {
    try {
      const config = readConfig();
      const remotes = await deployedRemotes(config, readJson);
      const pages = sitePagesOf(remotes);
      const page = publicPageAt(pages, urlPath);
      const imageHints = page ? await readImageHints(config.remotes[page.remote], readJson) : undefined;
      return pageHints(page, config, imageHints) + prefetchLinks(offlinePrefetches(urlPath, remotes, pages));
    } catch {
      return '';
    }
  };
}
