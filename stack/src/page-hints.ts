/**
 * Resource hints for the shell's HTML, computed when the page is served (issue 12, fast first paint). Without them a
 * public page is a chain of one request after another: HTML -> main.js -> /config.json -> mf-manifest.json ->
 * remoteEntry.js -> page chunks -> content call -> hero photo. The origins and URLs are only known at runtime (the
 * runtime config), so the server that serves the HTML announces them: the browser fetches the config, the route's
 * content calls and its first painted image, and opens the remote's and the API's connections, in parallel with the
 * shell's own code. The remote's manifest and chunks are NOT announced here: the shell may be pointed at another
 * remote by the config it reads (the remote-failure e2e swaps it in the browser), and it must fetch nothing else.
 */
import { API_PATHS, REMOTE_PAGES, type PageName, type RuntimeConfig } from 'shared-contracts';

/** dist/page-hints.json of a remote: per expose, the images its page paints first (hrefs on the shell's origin). */
export type RemoteImageHints = Record<string, { href: string; type?: string; media?: string }[]>;

type PublicPage = Extract<(typeof REMOTE_PAGES)[number], { section: 'public' }>;

/** The API reads a public page starts with. The footer reads the contact content on every page. */
const CONTENT_OF: Record<PublicPage['expose'], PageName | undefined> = {
  Home: 'home',
  Services: 'services',
  Gallery: undefined,
  Contact: 'contact',
};

function apiReadsOf(page: PublicPage): string[] {
  const content = CONTENT_OF[page.expose];
  const reads = [...(content ? [API_PATHS.content(content)] : []), API_PATHS.content('contact')];
  if (page.expose === 'Gallery') reads.push(API_PATHS.gallery('all'), API_PATHS.galleryCategories());
  return [...new Set(reads)];
}

export function publicPageAt(pathname: string): PublicPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REMOTE_PAGES.find((page): page is PublicPage => page.section === 'public' && page.path === normalized);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function link(attributes: Record<string, string | true>): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ');
  return `<link ${rendered}>`;
}

/** The page's first painted images (the home hero), fetched at high priority before any script asks for them. */
function imageHints(page: PublicPage, hints: RemoteImageHints | undefined): string[] {
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

/** The <link> tags for one request of the shell's HTML, from the runtime config and the remote's image hints. */
export function pageHints(pathname: string, config: RuntimeConfig, imageHintsOfRemote?: RemoteImageHints): string {
  // fetch('/config.json') in the shell: same URL, CORS mode, same-origin credentials.
  const hints = [link({ rel: 'preload', as: 'fetch', href: '/config.json', crossorigin: 'anonymous' })];
  const page = publicPageAt(pathname);
  if (!page) return hints.join('');
  const remoteOrigin = new URL(config.remotes[page.remote]).origin;
  const apiBase = config.apiBaseUrl || '';
  hints.push(
    // Scripts and style sheets load without CORS, the manifest with it: browsers keep separate connections.
    link({ rel: 'preconnect', href: remoteOrigin }),
    link({ rel: 'preconnect', href: remoteOrigin, crossorigin: 'anonymous' }),
    ...(apiBase ? [link({ rel: 'preconnect', href: new URL(apiBase).origin })] : []),
    ...imageHints(page, imageHintsOfRemote),
    // The API client sends cookies (credentials: 'include').
    ...apiReadsOf(page).map((read) =>
      link({ rel: 'preload', as: 'fetch', href: `${apiBase}${read}`, crossorigin: 'use-credentials' }),
    ),
  );
  return hints.join('');
}

/** The remote's dist/page-hints.json, beside its manifest (read by the server: the browser fetches nothing of it). */
function readImageHints(manifestUrl: string, readJson: (url: string) => Promise<unknown>) {
  return readJson(new URL('page-hints.json', manifestUrl).href) as Promise<RemoteImageHints | undefined>;
}

/**
 * The static server's `headHtml` for the shell: hints from the current runtime config and the route's remote's image
 * hints. A config or hints file that cannot be used costs hints, never the page.
 */
export function shellHeadHtml(
  readConfig: () => RuntimeConfig,
  readJson: (url: string) => Promise<unknown>,
): (urlPath: string) => Promise<string> {
  return async (urlPath) => {
    try {
      const config = readConfig();
      const page = publicPageAt(urlPath);
      const imageHints = page ? await readImageHints(config.remotes[page.remote], readJson) : undefined;
      return pageHints(urlPath, config, imageHints);
    } catch {
      return '';
    }
  };
}
