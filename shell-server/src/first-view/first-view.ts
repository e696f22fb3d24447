/**
 * A public route's first view inside the shell's HTML (issue 12, fast first paint). Drawn by the client alone, a
 * public page paints only after main.js, the remote's entry and page chunk and the content call have run one after
 * another, which kept Lighthouse's mobile LCP above 2.2 s. Here the server that serves the shell's HTML draws the
 * route first, with the same code: the route's remote renders its page (its renderer, as its deployed manifest
 * declares it: see renderer-loader.ts) and the shell frames it (its own renderer). The browser paints that markup
 * before any script has run, and the shell's first render hydrates it (shell/src/first-paint). Which pages exist, and
 * which remote draws each, is read from the manifests the runtime config names (declared-pages.ts).
 *
 * A first view is an extra: when anything it needs is missing, slow, refused or failing (renderer, manifest, an API
 * read), the HTML goes out as before, and the browser draws the page itself.
 */
import {
  absoluteApiBase,
  localeOfPath,
  remoteModuleId,
  type FirstPaintDeclaration,
  type Locale,
  type RuntimeConfig,
} from 'shared-contracts';
import {
  deployedRemotes,
  publicDeclarationsOf,
  publicPageAt,
  sitePagesOf,
  type DeployedRemote,
  type ReadJson,
  type SitePage,
} from './declared-pages.js';
import type { PageAnswer } from '../static-server.js';

/** By default the HTML never waits longer than this for its first view (FirstViewSources.renderBudgetMs). */
export const RENDER_BUDGET_MS = 600;

/**
 * A public page sent without its first view, and why: the render budget ran out (`budget`), a renderer, its manifest
 * or its styles could not be had (`not-drawn`), or drawing threw (`error`). The visitor still gets the page, drawn by
 * the browser; the server logs and counts each one, so a dropped first view is never silent.
 */
export interface FirstViewDrop {
  path: string;
  reason: 'budget' | 'not-drawn' | 'error';
  detail: string;
}

interface FirstPaint {
  html: string;
  /** Hints for the head (preloads of the view's images); absent from renderers built before it. */
  head?: string;
  state: { queries: { queryHash: string }[]; mutations: unknown[] };
}

/** A remote's renderer (mf-public's dist-server/first-paint.mjs), contract FIRST_PAINT_CONTRACT. */
interface PageRenderer {
  renderFirstPaint(request: {
    expose: string;
    apiBaseUrl: string;
    pageOrigin: string;
  }): Promise<FirstPaint | undefined>;
}

/** The shell's dist-server/first-paint.mjs. */
interface ShellRenderer {
  renderFramedPage(request: {
    pathname: string;
    apiBaseUrl: string;
    remoteId: string;
    pageHtml: string;
    /** Every page the configured remotes declare: the frame draws the public menu from them. */
    pages: SitePage[];
  }): Promise<FirstPaint | undefined>;
  withFirstView(
    indexHtml: string,
    view: Required<FirstPaint> & { styles: string[]; declarations: unknown[] },
  ): string;
  withDeclarations(indexHtml: string, declarations: unknown[]): string;
  /** The shell's own pages outside /admin (renderers before issue 28 have none: no path is then judged unknown). */
  SHELL_PUBLIC_PATHS?: readonly string[];
}

/** The parts of an mf-manifest.json read here: each expose's style sheets. */
interface Manifest {
  exposes: { path: string; assets: { css: { sync: string[] } } }[];
}

export interface FirstViewSources {
  readConfig: () => RuntimeConfig;
  /** The shell's renderer module. */
  loadShellRenderer: () => Promise<unknown>;
  /** A remote's renderer module, as the manifest at `manifestUrl` declares it (undefined when refused). */
  loadRemoteRenderer: (manifestUrl: string, declared: FirstPaintDeclaration | undefined) => Promise<unknown>;
  /** A remote's manifest (undefined when it cannot be read), read again after a couple of seconds. */
  readJson: ReadJson;
  /** A remote's style sheet (undefined when it cannot be read). */
  readText: (url: string) => Promise<string | undefined>;
  /** The origins the site is served from: a request's Host is believed only when it names one of them. */
  siteOrigins: readonly string[];
  /** How long a page waits for its first view (default RENDER_BUDGET_MS). */
  renderBudgetMs?: number;
  /** Told of every public page sent without its first view. */
  onDropped?: (drop: FirstViewDrop) => void;
  /** Told of every page sent with its first view (the metrics' drawn count, issue 45). */
  onDrawn?: (path: string) => void;
}

const isShellRenderer = (module: unknown): module is ShellRenderer =>
  typeof (module as ShellRenderer | undefined)?.renderFramedPage === 'function' &&
  typeof (module as ShellRenderer).withFirstView === 'function' &&
  typeof (module as ShellRenderer).withDeclarations === 'function';
const isPageRenderer = (module: unknown): module is PageRenderer =>
  typeof (module as PageRenderer | undefined)?.renderFirstPaint === 'function';
const isManifest = (json: unknown): json is Manifest =>
  Array.isArray((json as Manifest | undefined)?.exposes);

/** The reads of the page and of the frame, each once (both may read the contact content). */
function mergedState(page: FirstPaint['state'], frame: FirstPaint['state']): FirstPaint['state'] {
  const queries = new Map([...page.queries, ...frame.queries].map((query) => [query.queryHash, query]));
  return { queries: [...queries.values()], mutations: [] };
}

/** The work's result, or undefined once `budgetMs` have passed (the work goes on: a renderer still loads). */
function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), budgetMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** What drawing a page of `remote` takes: the shell's renderer and the remote's (undefined if either fails). */
async function renderersFor(sources: FirstViewSources, remote: DeployedRemote) {
  const [shell, page] = await Promise.all([
    sources.loadShellRenderer(),
    sources.loadRemoteRenderer(remote.manifestUrl, remote.declaration.firstPaint),
  ]);
  return isShellRenderer(shell) && isPageRenderer(page) && isManifest(remote.manifest)
    ? { manifest: remote.manifest, shell, remote: page }
    : undefined;
}

/** Where a page is drawn for: the site origin it is shown at and the API's absolute base there. */
interface DrawnFor {
  apiBaseUrl: string;
  pageOrigin: string;
}

/** `indexHtml` with the first view of `page`, or undefined when anything the view needs fails. */
async function drawPage(
  sources: FirstViewSources,
  indexHtml: string,
  { remotes, page }: { remotes: DeployedRemote[]; page: SitePage },
  { apiBaseUrl, pageOrigin }: DrawnFor,
): Promise<string | undefined> {
  const deployed = remotes.find((remote) => remote.remote === page.remote)!;
  const renderers = await renderersFor(sources, deployed);
  if (!renderers) return undefined;
  const { manifest, shell, remote } = renderers;
  const pagePaint = await remote.renderFirstPaint({ expose: page.expose, apiBaseUrl, pageOrigin });
  if (!pagePaint) return undefined;
  const framed = await shell.renderFramedPage({
    pathname: page.path,
    apiBaseUrl,
    remoteId: remoteModuleId(page.remote, page.expose),
    pageHtml: pagePaint.html,
    pages: sitePagesOf(remotes),
  });
  if (!framed) return undefined;
  const expose = manifest.exposes.find((candidate) => candidate.path === `./${page.expose}`);
  const styles = await Promise.all(
    (expose?.assets.css.sync ?? []).map((file) => sources.readText(new URL(file, deployed.manifestUrl).href)),
  );
  // Unstyled markup would be worse than none: the browser draws the page itself then.
  if (styles.some((css) => css === undefined)) return undefined;
  return shell.withFirstView(indexHtml, {
    html: framed.html,
    head: `${pagePaint.head ?? ''}${framed.head ?? ''}`,
    state: mergedState(pagePaint.state, framed.state),
    styles: styles as string[],
    declarations: publicDeclarationsOf(remotes),
  });
}

/**
 * The static server's `pageHtml` for the shell: index.html with the route's first view, or unchanged (not a public
 * route, or no first view in time). `origin` is the request's, checked against `siteOrigins` (the first one
 * otherwise): it ends up in the markup, so no Host header may choose it.
 */
export function shellPageWithFirstView(sources: FirstViewSources) {
  const page = shellPage(sources);
  return async (indexHtml: string, request: { urlPath: string; origin: string }): Promise<PageAnswer> => {
    const { html, notFound } = await page(indexHtml, request);
    return { html: withDocumentLanguage(html, localeOfPath(request.urlPath)), status: notFound ? 404 : 200 };
  };
}

/** index.html's <html lang> set to the page's language (issue 30: /es... is Spanish), with or without a first view. */
export const withDocumentLanguage = (html: string, locale: Locale): string =>
  html.replace(/(<html\b[^>]*\slang=")[^"]*"/i, (_, start: string) => `${start}${locale}"`);

const isAdminPath = (urlPath: string) => urlPath === '/admin' || urlPath.startsWith('/admin/');

/** A path that no remote declares as a public page and the shell does not draw itself (unknown: never admin). */
function isUnknownPath(urlPath: string, pages: SitePage[], shell: ShellRenderer): boolean {
  const normalized = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return (
    !isAdminPath(normalized) &&
    Array.isArray(shell.SHELL_PUBLIC_PATHS) &&
    !shell.SHELL_PUBLIC_PATHS.includes(normalized) &&
    !publicPageAt(pages, normalized)
  );
}

/**
 * The page's HTML and whether it carries a first view. Without one (not a public route, or not in time), it still
 * carries the public remotes' declarations when they were read in time, for the browser to fall back on; and with
 * them the server knows whether the path is a page at all (`notFound`).
 */
function shellPage(sources: FirstViewSources) {
  return async (
    indexHtml: string,
    { urlPath, origin }: { urlPath: string; origin: string },
  ): Promise<{ html: string; drawn: boolean; notFound?: boolean }> => {
    const pageOrigin = sources.siteOrigins.includes(origin) ? origin : sources.siteOrigins[0]!;
    const dropped = (reason: FirstViewDrop['reason'], detail: string) =>
      sources.onDropped?.({ path: urlPath, reason, detail });
    const budgetMs = sources.renderBudgetMs ?? RENDER_BUDGET_MS;
    try {
      const config = sources.readConfig();
      const apiBaseUrl = absoluteApiBase(config, pageOrigin);
      const draw = async () => {
        const remotes = await deployedRemotes(config, sources.readJson);
        const page = publicPageAt(sitePagesOf(remotes), urlPath);
        const drawn =
          page && (await drawPage(sources, indexHtml, { remotes, page }, { apiBaseUrl, pageOrigin }));
        if (drawn) {
          sources.onDrawn?.(urlPath);
          return { html: drawn, drawn: true };
        }
        if (page) dropped('not-drawn', 'a renderer, its manifest or its styles could not be had');
        const shell = await sources.loadShellRenderer();
        if (!isShellRenderer(shell)) return { html: indexHtml, drawn: false };
        return {
          html: shell.withDeclarations(indexHtml, publicDeclarationsOf(remotes)),
          drawn: false,
          notFound: isUnknownPath(urlPath, sitePagesOf(remotes), shell),
        };
      };
      const answer = await withinBudget(draw(), budgetMs);
      if (answer) return answer;
      if (!isAdminPath(urlPath)) dropped('budget', `not drawn within ${budgetMs} ms`);
      return { html: indexHtml, drawn: false };
    } catch (error) {
      dropped('error', error instanceof Error ? error.message : String(error));
      return { html: indexHtml, drawn: false };
    }
  };
}

/**
 * Readies the first views before the first visitor asks: loads the renderers (about 0.7 s), then draws each public
 * route once, so its code paths are compiled and its reads warm. Otherwise the first request of each route after a
 * start takes longer than a page may wait (RENDER_BUDGET_MS), and its visitor gets no first view. True when every
 * route was drawn.
 */
export async function prepareFirstViews(sources: FirstViewSources, indexHtml: string): Promise<boolean> {
  const remotes = await deployedRemotes(sources.readConfig(), sources.readJson);
  const publicPages = sitePagesOf(remotes).filter((page) => page.section === 'public');
  const drawing = remotes.filter((remote) => publicPages.some((page) => page.remote === remote.remote));
  const loaded = await Promise.all(drawing.map((remote) => renderersFor(sources, remote)));
  if (publicPages.length === 0 || !loaded.every(Boolean)) return false;
  // Warming up is expected to be slow: it counts no drop.
  const draw = shellPage({ ...sources, onDropped: undefined, onDrawn: undefined });
  const origin = sources.siteOrigins[0]!;
  let drawn = true;
  for (const { path: urlPath } of publicPages)
    drawn = (await draw(indexHtml, { urlPath, origin })).drawn && drawn;
  return drawn;
}
