/**
 * A remote build against a deployment, read from where it is (issues 25, 43): the deployed config.json, the shell's
 * shell.json and every remote manifest the config names, the build's manifest and its API record, and the deployed
 * API's document. What `npm run can-deploy -- <remote>` prints, and what `npm run promote` runs before it writes a
 * config (stack/src/release).
 */
import { allowedRemoteOrigins, runtimeConfigSchema } from 'shared-contracts';
import { remoteApiFit } from './api-check';
import { deployedApiDocument, usageBeside } from './api-read';
import { canDeploy, type Verdict } from './check';
import { readDeployment, readJson } from './read';

export interface RemoteFitSources {
  /** The deployed config.json (file or URL). */
  configSource: string;
  /** The deployed shell's shell.json (file or URL). */
  shellSource: string;
  /** The mf-manifest.json of the build about to ship (file or URL); its api-usage.json is read from beside it. */
  candidateSource: string;
  /** The deployed API's openapi.json; by default the config's apiBaseUrl's. */
  apiSource?: string;
}

export async function remoteFit(sources: RemoteFitSources): Promise<Verdict> {
  const { configSource, shellSource, candidateSource } = sources;
  const apiSource = sources.apiSource ?? deployedApiDocument(configSource, await readJson(configSource));
  const apiLine = typeof apiSource === 'string' ? apiSource : 'the API (unknown)';
  const [deployed, candidate, usage, api] = await Promise.all([
    readDeployment(configSource, shellSource),
    readJson(candidateSource),
    readJson(usageBeside(candidateSource)),
    typeof apiSource === 'string'
      ? readJson(apiSource)
      : Promise.resolve({ source: apiLine, error: apiSource.error }),
  ]);
  const verdict = deployed.ok
    ? canDeploy(candidate, deployed.deployment)
    : { failures: [deployed.error], notes: [] };
  const name = 'json' in candidate ? remoteName(candidate.json) : candidateSource;
  const fit = remoteApiFit(name, usage, api);
  const origin = originFit(candidateSource, await readJson(configSource));
  return {
    failures: [...verdict.failures, ...fit.failures, ...origin],
    notes: [...verdict.notes, ...fit.notes],
  };
}

/**
 * A build served from an origin the deployed config does not allow (issue 46): every page open now was sent with a
 * Content-Security-Policy listing the origins its config allowed, so a remote moved elsewhere would be refused by the
 * browser in those tabs. The config's remoteOrigins must list the new origin first (and tabs opened before be gone).
 */
function originFit(candidateSource: string, config: Awaited<ReturnType<typeof readJson>>): string[] {
  if (!/^https?:\/\//.test(candidateSource) || !('json' in config)) return [];
  const parsed = runtimeConfigSchema.safeParse(config.json);
  if (!parsed.success) return [];
  const origin = new URL(candidateSource).origin;
  const allowed = allowedRemoteOrigins(parsed.data);
  return allowed.includes(origin)
    ? []
    : [
        `${origin} is not an origin the deployed config allows remotes from (${allowed.join(', ')}): pages open now ` +
          `would refuse it (Content-Security-Policy). Add it to remoteOrigins in config.json first.`,
      ];
}

const remoteName = (manifest: unknown) =>
  (manifest as { metaData?: { declaration?: { remote?: string } } })?.metaData?.declaration?.remote ??
  'the remote';
