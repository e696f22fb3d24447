/**
 * The pages the built remotes of this repository declare (each remote's dist/mf-manifest.json), for Node-side tools:
 * the e2e journeys, the benches and the shell's build of its sitemap. The browser and the first-view server learn
 * pages from the manifests the runtime config names instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declarationOfManifest, parseRemoteDeclaration, type PageDeclaration, type RemoteName } from 'shared-contracts';
import { REMOTES } from '../../stack.config';
import { packageDist } from './package-builds';

export interface DeclaredPage extends PageDeclaration {
  remote: RemoteName;
}


function pagesOf(pkg: string, remote: RemoteName): DeclaredPage[] {
  const file = path.join(packageDist(pkg), 'mf-manifest.json');
  const parsed = parseRemoteDeclaration(declarationOfManifest(JSON.parse(readFileSync(file, 'utf8'))));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  return parsed.value.pages.map((page) => ({ ...page, remote }));
}

/** One section's pages of every built remote, in menu order (throws when a remote is not built). */
export function declaredPages(section: PageDeclaration['section'], only?: RemoteName): DeclaredPage[] {
  return REMOTES.filter((remote) => !only || remote.name === only)
    .flatMap((remote) => pagesOf(remote.pkg, remote.name))
    .filter((page) => page.section === section)
    .sort((a, b) => a.order - b.order);
}
