/**
 * Offline from the first paint (issue 44): the files of every other public page, announced in the HTML as idle-time
 * prefetches, so a first visitor (no service worker yet) who loses the connection a moment after the page showed
 * still opens them from the browser's cache. The HTML's start-up script used to announce them once /config.json and
 * the remote's manifest had arrived: two round trips, on a main thread busy drawing the first view, so the last files
 * were still on their way 200 ms after the first paint in some runs (a page lost in 1 of 6, in 2 of 10 in Spanish).
 * The server already holds both, so the browser learns them with the HTML's head. The page's own files stay the
 * start-up script's (preloaded from the config the browser reads); these are only other pages' files, fetched at the
 * lowest priority, so they never compete with the first view.
 */
import { LOCALES, localeOfPath, REMOTE_SECTIONS } from 'shared-contracts';
import type { DeployedRemote, SitePage } from './first-view/declared-pages.js';

/** The parts of a remote's mf-manifest.json that name a page's files. */
interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface PrefetchHint {
  href: string;
  as: 'script' | 'style';
}

const isAdminPath = (urlPath: string) => urlPath === '/admin' || urlPath.startsWith('/admin/');

/** The page's language first: the menu a visitor taps offers its own pages before the other language's. */
function inVisitOrder(pages: SitePage[], urlPath: string): SitePage[] {
  const locale = localeOfPath(urlPath);
  const rank = (page: SitePage) => (localeOfPath(page.path) === locale ? 0 : LOCALES.length);
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

/**
 * The files to prefetch for a visit of `urlPath`: for each public remote, its entry (unless the visited page is one of
 * its pages: the start-up script preloads it then) and the JS and CSS each of its other public pages loads on start,
 * each file once, the visited page's language first. None for the back office, which is never offline.
 */
export function offlinePrefetches(
  urlPath: string,
  remotes: DeployedRemote[],
  pages: SitePage[],
): PrefetchHint[] {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  if (isAdminPath(path)) return [];
  const hints: PrefetchHint[] = [];
  for (const { remote, manifestUrl, manifest } of remotes) {
    if (REMOTE_SECTIONS[remote] !== 'public') continue;
    const { metaData, exposes = [] } = (manifest ?? {}) as ManifestFiles;
    const filesOf = (page: SitePage): PrefetchHint[] => {
      const assets = exposes.find((expose) => expose.path === `./${page.expose}`)?.assets;
      return [
        ...(assets?.js?.sync ?? []).map((file) => ({
          href: new URL(file, manifestUrl).href,
          as: 'script' as const,
        })),
        ...(assets?.css?.sync ?? []).map((file) => ({
          href: new URL(file, manifestUrl).href,
          as: 'style' as const,
        })),
      ];
    };
    const ownPages = pages.filter((page) => page.remote === remote && page.section === 'public');
    const visited = ownPages.find((page) => page.path === path);
    // The visited page's files (and the entry) are preloaded by the start-up script: announcing them twice would
    // fetch them twice.
    const preloaded = new Set(visited ? filesOf(visited).map((hint) => hint.href) : []);
    const entry = metaData?.remoteEntry;
    if (entry?.name && !visited)
      hints.push({ href: new URL(`${entry.path ?? ''}${entry.name}`, manifestUrl).href, as: 'script' });
    for (const page of inVisitOrder(ownPages, path))
      for (const hint of filesOf(page))
        if (!preloaded.has(hint.href) && !hints.some((other) => other.href === hint.href)) hints.push(hint);
  }
  return hints;
}
