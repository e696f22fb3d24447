/**
 * Promote and roll back (issue 46): point one remote of an environment's config.json at another version, only when
 * can-deploy (the same check as `npm run can-deploy`) says it fits what that environment runs, and record it.
 */
import { REMOTE_SECTIONS, type RemoteName } from 'shared-contracts';
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

interface ChangeInput {
  kind: Change['kind'];
  pkg: string;
  remote: string;
  toUrl: string;
  who: string;
  now: Date;
  /** Start (or re-share) a canary of `toUrl` instead of changing the stable version. */
  canary?: { percent: number; staff: boolean; version: string };
}

async function change(environment: Environment, input: ChangeInput): Promise<Outcome> {
  const settings = await environment.settings();
  const config = await environment.config();
  const stableUrl = config.remotes[input.remote as RemoteName];
  const running = config.canaries?.[input.remote as RemoteName];
  const verdict: Verdict = await remoteFit({
    configSource: environment.configFile,
    shellSource: settings.shellSource,
    candidateSource: input.toUrl,
    apiSource: settings.apiSource,
  });
  if (verdict.failures.length) return { done: false, reasons: verdict.failures, notes: verdict.notes };
  const { canary } = input;
  await environment.rewriteConfig((raw) => {
    if (canary) {
      const since = running?.manifest === input.toUrl ? running.since : input.now.toISOString();
      raw.canaries = {
        ...raw.canaries,
        [input.remote]: {
          manifest: input.toUrl,
          version: canary.version,
          percent: canary.percent,
          staff: canary.staff,
          since,
        },
      };
      return;
    }
    raw.remotes = { ...raw.remotes, [input.remote]: input.toUrl };
    // The canary's version promoted to every browser: the canary has ended.
    if (raw.canaries) {
      delete raw.canaries[input.remote];
      if (!Object.keys(raw.canaries).length) delete raw.canaries;
    }
  });
  const version = (url: string) => versionOf(url, settings.releasesUrl, input.pkg);
  const from = stableUrl;
  const record: Change = {
    kind: input.kind,
    at: input.now.toISOString(),
    who: input.who,
    package: input.pkg,
    remote: input.remote,
    from: { url: from, ...(version(from) ? { version: version(from) } : {}) },
    to: { url: input.toUrl, ...(version(input.toUrl) ? { version: version(input.toUrl) } : {}) },
    verdict: { fits: true, notes: verdict.notes },
    ...(canary ? { canary: { percent: canary.percent, staff: canary.staff } } : {}),
  };
  await environment.record(record);
  return { done: true, change: record };
}

/** Removes `remote`'s canary from the config and logs why: its browsers load the stable version again. */
export async function endCanary(
  environment: Environment,
  input: { pkg: string; remote: string; who: string; now: Date; reason: string },
): Promise<Outcome> {
  const config = await environment.config();
  const canary = config.canaries?.[input.remote as RemoteName];
  if (!canary)
    return { done: false, reasons: [`${environment.name} runs no canary of ${input.pkg}`], notes: [] };
  await environment.rewriteConfig((raw) => {
    delete raw.canaries?.[input.remote];
    if (raw.canaries && !Object.keys(raw.canaries).length) delete raw.canaries;
  });
  const stable = config.remotes[input.remote as RemoteName];
  const { releasesUrl } = await environment.settings();
  const stableVersion = versionOf(stable, releasesUrl, input.pkg);
  const record: Change = {
    kind: 'canary-rollback',
    at: input.now.toISOString(),
    who: input.who,
    package: input.pkg,
    remote: input.remote,
    from: { url: canary.manifest, version: canary.version },
    to: { url: stable, ...(stableVersion ? { version: stableVersion } : {}) },
    reason: input.reason,
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

/**
 * Points the environment's config at a release of `pkg`, when its files are whole and it fits. With `canary`, the
 * release goes to that share of browsers (percent; and staff who opted in, with `staff`) beside the stable version;
 * promoting the canary's version without `canary` gives it to every browser and ends the canary.
 */
export async function promote({
  version,
  canary,
  ...input
}: DeployInput & { version: string; canary?: { percent: number; staff?: boolean } }): Promise<Outcome> {
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
    const running = (await environment.config()).canaries?.[remote as RemoteName];
    if (running && running.manifest !== toUrl)
      return {
        done: false,
        reasons: [
          `${environment.name} runs a canary of ${pkg} ${running.version}: promote it (without --canary) or roll it back first`,
        ],
        notes: [],
      };
    if (canary && REMOTE_SECTIONS[remote as RemoteName] !== 'admin')
      return {
        done: false,
        reasons: [
          `${pkg} serves public pages, whose first views the shell's server draws with the stable version: canaries are for the back office's remotes`,
        ],
        notes: [],
      };
    return change(environment, {
      kind: canary ? 'canary' : 'promote',
      pkg,
      remote,
      toUrl,
      who: input.who,
      now: input.now ?? new Date(),
      ...(canary ? { canary: { percent: canary.percent, staff: canary.staff ?? false, version } } : {}),
    });
  });
}

/**
 * What the remote pointed at before each change still in force, from the log: a promote stacks its version, a
 * rollback unstacks one. The first promote's `from` (the config as it was before any) is the bottom.
 */
function deployedStack(log: Change[], remote: string): string[] {
  const stack: string[] = [];
  const changes = log.filter(
    (candidate) =>
      candidate.remote === remote && (candidate.kind === 'promote' || candidate.kind === 'rollback'),
  );
  for (const entry of changes) {
    if (entry.kind === 'promote') {
      if (!stack.length) stack.push(entry.from.url);
      stack.push(entry.to.url);
    } else stack.pop();
  }
  return stack;
}

/**
 * Points the environment's config back at what `pkg` ran before its last change still in force; while a canary of it
 * runs, removes the canary instead (its browsers go back to the stable version).
 */
export async function rollback(input: DeployInput): Promise<Outcome> {
  const { environment, pkg } = input;
  const remote = remoteOf(pkg);
  return environment.exclusively(async () => {
    if ((await environment.config()).canaries?.[remote as RemoteName])
      return endCanary(environment, {
        pkg,
        remote,
        who: input.who,
        now: input.now ?? new Date(),
        reason: 'rolled back by hand',
      });
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
