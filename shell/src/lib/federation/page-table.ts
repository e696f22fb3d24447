import {
  declarationOfManifest,
  usableRemotePages,
  REMOTE_NAMES,
  REMOTE_SECTIONS,
  type ExtensionDeclaration,
  type PageDeclaration,
  type PageSection,
  type RemotePages,
  type RemoteName,
  type RuntimeConfig,
} from 'shared-contracts';

/** A page some remote declares, with the remote that serves it. */
export interface SitePage extends PageDeclaration {
  remote: RemoteName;
}

export interface SiteExtension extends ExtensionDeclaration {
  remote: RemoteName;
}

/**
 * The site's pages as the configured remotes declare them (issue 25: pages ship with their remote, the shell is not
 * rebuilt). Read at start-up from the manifests config.json names; the router, both menus and the admin layout's
 * extensions come from it.
 */
export interface PageTable {
  pages: SitePage[];
  extensions: SiteExtension[];
  /** Remotes whose declaration could not be read now (down, or a contract this shell does not know). */
  unavailable: RemoteName[];
  /** The sections whose remotes' declarations have been read (the back office's only for staff). */
  sections: PageSection[];
}

export const EMPTY_PAGE_TABLE: PageTable = { pages: [], extensions: [], unavailable: [], sections: [] };

export type Declarations = Partial<Record<RemoteName, RemotePages>>;

/** Declarations from elsewhere (a first view's), kept when they check out and name a configured remote. */
export function declarationsOf(raw: readonly unknown[]): Declarations {
  const declarations: Declarations = {};
  for (const item of raw) {
    const usable = usableRemotePages(item);
    const remote = usable?.remote as RemoteName | undefined;
    if (usable && remote && REMOTE_NAMES.includes(remote)) declarations[remote] = usable;
  }
  return declarations;
}

/** The table of the declarations at hand, each section's pages in menu order. */
export function pageTableOf(
  declarations: Declarations,
  unavailable: RemoteName[] = [],
  sections: PageSection[] = [],
): PageTable {
  const pages: SitePage[] = [];
  const extensions: SiteExtension[] = [];
  for (const remote of REMOTE_NAMES) {
    const declaration = declarations[remote];
    if (!declaration) continue;
    // A remote mounts pages in its own section only (REMOTE_SECTIONS).
    const own = declaration.pages.filter((page) => page.section === REMOTE_SECTIONS[remote]);
    pages.push(...own.map((page) => ({ ...page, remote })));
    extensions.push(...declaration.extensions.map((extension) => ({ ...extension, remote })));
  }
  // A path two remotes claim is refused before a deploy (can-deploy); the router takes the first in config order.
  pages.sort((a, b) => a.order - b.order);
  return { pages, extensions, unavailable, sections };
}

export const pagesOfSection = (table: PageTable, section: PageSection): SitePage[] =>
  table.pages.filter((page) => page.section === section);

/** The page at `pathname` (trailing slashes ignored). */
export function pageAt(table: PageTable, pathname: string): SitePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.pages.find((page) => page.path === path);
}

async function readDeclaration(manifestUrl: string, fetchManifest: (url: string) => Promise<Response>) {
  const response = await fetchManifest(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const usable = usableRemotePages(declarationOfManifest(await response.json()));
  // The reasons are can-deploy's and the first-view server's to give: the shell only leaves the remote's pages out.
  if (!usable) throw new Error(`${manifestUrl} declares no pages this shell can use`);
  return usable;
}

export interface ReadDeclarations {
  read: Declarations;
  unavailable: RemoteName[];
}

/**
 * Reads the declarations of `names` from their manifests; one that fails is reported unavailable, and taken from
 * `known` (the first view's) if it is there, so its pages keep their menu entries and their section's fallback.
 */
export async function readDeclarations(
  remotes: RuntimeConfig['remotes'],
  names: readonly RemoteName[],
  fetchManifest: (url: string) => Promise<Response>,
  known: Declarations = {},
): Promise<ReadDeclarations> {
  const results = await Promise.allSettled(
    names.map((remote) => readDeclaration(remotes[remote], fetchManifest)),
  );
  const read: Declarations = {};
  const unavailable: RemoteName[] = [];
  results.forEach((result, index) => {
    const remote = names[index]!;
    if (result.status === 'fulfilled' && result.value.remote === remote) read[remote] = result.value;
    else {
      unavailable.push(remote);
      if (result.status === 'rejected') console.warn(`[shell] pages of ${remote} unknown:`, result.reason);
    }
  });
  for (const remote of unavailable) if (known[remote]) read[remote] = known[remote];
  return { read, unavailable };
}
