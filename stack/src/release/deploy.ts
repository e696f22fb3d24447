/**
 * Promote and roll back (issue 46): point one remote of an environment's config.json at another version, only when
 * can-deploy (the same check as `npm run can-deploy`) says it fits what that environment runs, and record it.
 */
import type { RemoteName } from 'shared-contracts';
import { REMOTES } from '../../../stack.config';
import { remoteFit } from '../can-deploy/remote-fit';
import type { Verdict } from '../can-deploy/verdict';
import type { Change, Environment } from './environment';
import { damagedFiles, readManifest } from './releases';
import type { ReleaseStore } from './store';

export type Outcome = { done: true; change: Change } | { done: false; reasons: string[]; notes: string[] };

const MANIFEST = 'mf-manifest.json';

function remoteOf(pkg: string): string {
  const remote = REMOTES.find((candidate) => candidate.pkg === pkg || candidate.name === pkg);
  if (!remote)
    throw new Error(
      `${pkg} is not a remote (${REMOTES.map((candidate) => candidate.pkg).join(', ')}): only remotes are promoted`,
    );
  return remote.name;
}

/** The version in a manifest URL of the releases' public tree (<releasesUrl><pkg>/<version>/mf-manifest.json). */
function versionOf(url: string, releasesUrl: string, pkg: string): string | undefined {
  const rest = url.startsWith(`${releasesUrl}${pkg}/`) ? url.slice(`${releasesUrl}${pkg}/`.length) : '';
  return rest.endsWith(`/${MANIFEST}`) ? rest.slice(0, -MANIFEST.length - 1) : undefined;
}

async function change(
  environment: Environment,
  input: { kind: Change['kind']; pkg: string; remote: string; toUrl: string; who: string; now: Date },
): Promise<Outcome> {
  const settings = await environment.settings();
  const fromUrl = (await environment.config()).remotes[input.remote as RemoteName];
  const verdict: Verdict = await remoteFit({
    configSource: environment.configFile,
    shellSource: settings.shellSource,
    candidateSource: input.toUrl,
    apiSource: settings.apiSource,
  });
  if (verdict.failures.length) return { done: false, reasons: verdict.failures, notes: verdict.notes };
  await environment.pointRemote(input.remote, input.toUrl);
  const version = (url: string) => versionOf(url, settings.releasesUrl, input.pkg);
  const record: Change = {
    kind: input.kind,
    at: input.now.toISOString(),
    who: input.who,
    package: input.pkg,
    remote: input.remote,
    from: { url: fromUrl, ...(version(fromUrl) ? { version: version(fromUrl) } : {}) },
    to: { url: input.toUrl, ...(version(input.toUrl) ? { version: version(input.toUrl) } : {}) },
    verdict: { fits: true, notes: verdict.notes },
  };
  await environment.record(record);
  return { done: true, change: record };
}

export interface DeployInput {
  store: ReleaseStore;
  environment: Environment;
  pkg: string;
  who: string;
  now?: Date;
}

/** Points the environment's config at a release of `pkg`, when its files are whole and it fits. */
export async function promote({ version, ...input }: DeployInput & { version: string }): Promise<Outcome> {
  const { store, environment, pkg } = input;
  const remote = remoteOf(pkg);
  const manifest = await readManifest(store, pkg, version);
  if (!manifest)
    return { done: false, reasons: [`${pkg} ${version} is not in ${store.location}`], notes: [] };
  const damaged = await damagedFiles(store, manifest);
  if (damaged.length)
    return {
      done: false,
      reasons: [`${pkg} ${version} in ${store.location} differs from its checksums: ${damaged.join(', ')}`],
      notes: [],
    };
  return environment.exclusively(async () => {
    const { releasesUrl } = await environment.settings();
    const toUrl = `${releasesUrl}${pkg}/${version}/${MANIFEST}`;
    return change(environment, {
      kind: 'promote',
      pkg,
      remote,
      toUrl,
      who: input.who,
      now: input.now ?? new Date(),
    });
  });
}

/**
 * What the remote pointed at before each change still in force, from the log: a promote stacks its version, a
 * rollback unstacks one. The first promote's `from` (the config as it was before any) is the bottom.
 */
function deployedStack(log: Change[], remote: string): string[] {
  const stack: string[] = [];
  for (const entry of log.filter((candidate) => candidate.remote === remote)) {
    if (entry.kind === 'promote') {
      if (!stack.length) stack.push(entry.from.url);
      stack.push(entry.to.url);
    } else stack.pop();
  }
  return stack;
}

/** Points the environment's config back at what `pkg` ran before its last change still in force. */
export async function rollback(input: DeployInput): Promise<Outcome> {
  const { environment, pkg } = input;
  const remote = remoteOf(pkg);
  return environment.exclusively(async () => {
    const stack = deployedStack(await environment.log(), remote);
    if (stack.length < 2)
      return {
        done: false,
        reasons: [`${environment.name}'s log holds no earlier deployment of ${pkg} to go back to`],
        notes: [],
      };
    const toUrl = stack[stack.length - 2]!;
    return change(environment, {
      kind: 'rollback',
      pkg,
      remote,
      toUrl,
      who: input.who,
      now: input.now ?? new Date(),
    });
  });
}
