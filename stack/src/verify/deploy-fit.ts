/**
 * The can-deploy stage of a team's check (issue 42): the package's new build against the reference deployment, the
 * way it would ship. A remote is checked against the reference's shell and other remotes; a shell, the other way
 * round: every reference remote against the new shell's shell.json.
 */
import path from 'node:path';
import { REMOTES } from '../../../stack.config';
import { canDeploy, type Deployment, type Verdict } from '../can-deploy/check';
import { readJson } from '../can-deploy/read';

const manifestOf = (dir: string, pkg: string) => path.join(dir, pkg, 'dist', 'mf-manifest.json');

/** The deployment made of the reference's builds, with `pkg` taken from `treeRoot` (the build under test). */
export async function deploymentWith(
  pkg: string,
  referenceDir: string,
  treeRoot: string,
): Promise<Deployment> {
  const dirOf = (name: string) => (name === pkg ? treeRoot : referenceDir);
  const [shell, ...manifests] = await Promise.all([
    readJson(path.join(dirOf('shell'), 'shell', 'dist', 'shell.json')),
    ...REMOTES.map((remote) => readJson(manifestOf(dirOf(remote.pkg), remote.pkg))),
  ]);
  return {
    shell: shell!,
    remotes: Object.fromEntries(REMOTES.map((remote, index) => [remote.name, manifests[index]!])),
  };
}

/** Every remote the deployment would run, each checked as if it shipped now: a remote's own or a shell's check. */
export async function deployFit(
  pkg: string,
  kind: 'remote' | 'shell',
  referenceDir: string,
  treeRoot: string,
): Promise<Verdict> {
  const deployment = await deploymentWith(pkg, referenceDir, treeRoot);
  const checked = kind === 'remote' ? REMOTES.filter((remote) => remote.pkg === pkg) : REMOTES;
  const verdict: Verdict = { failures: [], notes: [] };
  for (const remote of checked) {
    const own = canDeploy(deployment.remotes[remote.name]!, deployment);
    const label = kind === 'shell' ? `${remote.pkg} (reference) with the new shell: ` : '';
    verdict.failures.push(...own.failures.map((failure) => label + failure));
    verdict.notes.push(...own.notes.map((note) => label + note));
  }
  return verdict;
}
