/**
 * The site's pages as the deployed remotes declare them (issue 25): each remote's mf-manifest.json, named by the
 * runtime config, carries its declaration (`metaData.declaration`: pages, their first-view reads, its renderer). The
 * server that serves the shell's HTML learns pages there, as the shell does in the browser, never from this
 * repository: a page ships with its remote, and a remote's new version is read within a couple of seconds.
 */
import {
  declarationOfManifest,
  parseRemoteDeclaration,
  REMOTE_SECTIONS,
  type PageDeclaration,
  type RemoteDeclaration,
  type RemoteName,
  type RuntimeConfig,
} from 'shared-contracts';

/** A declared page with the remote that serves it (the shell's first-paint renderer draws the menu from these). */
export type SitePage = PageDeclaration & { remote: RemoteName };

export interface DeployedRemote {
  remote: RemoteName;
  manifestUrl: string;
  manifest: unknown;
  declaration: RemoteDeclaration;
}

/** Reads a remote's file (a manifest) by URL; undefined when it cannot be read. Cached briefly by the caller. */
export type ReadJson = (url: string) => Promise<unknown>;

/**
 * Every configured remote whose manifest can be read now and carries a declaration of a contract this server knows,
 * in config order. A remote that is down or refused is left out: its pages get no first view, the rest still do.
 */
export async function deployedRemotes(config: RuntimeConfig, readJson: ReadJson): Promise<DeployedRemote[]> {
  const entries = Object.entries(config.remotes) as [RemoteName, string][];
  const read = await Promise.all(
    entries.map(async ([remote, manifestUrl]) => {
      const manifest = await readJson(manifestUrl);
      const parsed = parseRemoteDeclaration(declarationOfManifest(manifest));
      return parsed.ok ? { remote, manifestUrl, manifest, declaration: parsed.value } : undefined;
    }),
  );
  return read.filter((remote): remote is DeployedRemote => remote !== undefined);
}

/**
 * The pages of those remotes in menu order, each remote's in its own section only (REMOTE_SECTIONS); a path two
 * remotes claim goes to the first in config order (as in the shell's page table).
 */
export function sitePagesOf(remotes: DeployedRemote[]): SitePage[] {
  const pages = remotes.flatMap(({ remote, declaration }) =>
    declaration.pages
      .filter((page) => page.section === REMOTE_SECTIONS[remote])
      .map((page) => ({ ...page, remote })),
  );
  const unique = pages.filter(
    (page, index) => pages.findIndex((other) => other.path === page.path) === index,
  );
  return unique.sort((a, b) => a.order - b.order);
}

/** The public page at `pathname` (a trailing slash is the same page). */
export function publicPageAt(pages: SitePage[], pathname: string): SitePage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.section === 'public' && page.path === normalized);
}

/** The public section's declarations (pages part), sent with a first view for the browser to fall back on. */
export const publicDeclarationsOf = (remotes: DeployedRemote[]) =>
  remotes
    .filter(({ remote }) => REMOTE_SECTIONS[remote] === 'public')
    .map(({ declaration: { contract, remote, pages, extensions } }) => ({
      contract,
      remote,
      pages,
      extensions,
    }));
