/**
 * The can-deploy stage of a team's check (issue 42): the package's new build against the reference deployment, the
 * way it would ship. A remote is checked against the reference's shell and other remotes, and what it calls against
 * the reference API's document (issue 43); a shell, the other way round: every reference remote against the new
 * shell's shell.json; an API build against what every reference remote calls.
 */
import path from 'node:path';
import { REMOTES } from '../../../stack.config';
import { apiBuildFit, remoteApiFit } from '../can-deploy/api-check';
import { API_USAGE_FILE } from '../can-deploy/api-read';
import { canDeploy, type Deployment, type Verdict } from '../can-deploy/check';
import { readJson } from '../can-deploy/read';

const manifestOf = (dir: string, pkg: string) => path.join(dir, pkg, 'dist', 'mf-manifest.json');
const usageOf = (dir: string, pkg: string) => path.join(dir, pkg, 'dist', API_USAGE_FILE);
/** The API's OpenAPI document as its build ships it (the API's tests hold it equal to what it serves). */
const apiDocumentOf = (dir: string) => path.join(dir, 'api', 'openapi.json');

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

/** The remote's record of the API operations it calls against the reference API's document. */
async function remoteApiFindings(pkg: string, referenceDir: string, treeRoot: string): Promise<Verdict> {
  const remote = REMOTES.find((candidate) => candidate.pkg === pkg)!;
  const [usage, api] = await Promise.all([
    readJson(usageOf(treeRoot, pkg)),
    readJson(apiDocumentOf(referenceDir)),
  ]);
  // A reference from before the API published its document (issue 43) cannot be checked against: said, not refused.
  if ('error' in api)
    return { failures: [], notes: [`the reference API has no document (${api.error}): not checked`] };
  return remoteApiFit(remote.name, usage, api);
}

/** A new API build against what every reference remote records it calls. */
async function apiFindings(referenceDir: string, treeRoot: string): Promise<Verdict> {
  const [candidate, ...usages] = await Promise.all([
    readJson(apiDocumentOf(treeRoot)),
    ...REMOTES.map((remote) => readJson(usageOf(referenceDir, remote.pkg))),
  ]);
  return apiBuildFit(
    candidate!,
    Object.fromEntries(REMOTES.map((remote, index) => [remote.name, usages[index]!])),
  );
}

/** Every remote the deployment would run, each checked as if it shipped now: a remote's own or a shell's check. */
export async function deployFit(
  pkg: string,
  kind: 'remote' | 'shell' | 'api',
  referenceDir: string,
  treeRoot: string,
): Promise<Verdict> {
  if (kind === 'api') return apiFindings(referenceDir, treeRoot);
  const deployment = await deploymentWith(pkg, referenceDir, treeRoot);
  const checked = kind === 'remote' ? REMOTES.filter((remote) => remote.pkg === pkg) : REMOTES;
  const verdict: Verdict = { failures: [], notes: [] };
  for (const remote of checked) {
    const own = canDeploy(deployment.remotes[remote.name]!, deployment);
    const label = kind === 'shell' ? `${remote.pkg} (reference) with the new shell: ` : '';
    verdict.failures.push(...own.failures.map((failure) => label + failure));
    verdict.notes.push(...own.notes.map((note) => label + note));
  }
  if (kind === 'remote') {
    const api = await remoteApiFindings(pkg, referenceDir, treeRoot);
    verdict.failures.push(...api.failures);
    verdict.notes.push(...api.notes);
  }
  return verdict;
}
