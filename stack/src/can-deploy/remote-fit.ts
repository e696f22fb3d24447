/**
 * A remote build against a deployment, read from where it is (issues 25, 43): the deployed config.json, the shell's
 * shell.json and every remote manifest the config names, the build's manifest and its API record, and the deployed
 * API's document. What `npm run can-deploy -- <remote>` prints, and what `npm run promote` runs before it writes a
 * config (stack/src/release).
 */
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
  return { failures: [...verdict.failures, ...fit.failures], notes: [...verdict.notes, ...fit.notes] };
}

const remoteName = (manifest: unknown) =>
  (manifest as { metaData?: { declaration?: { remote?: string } } })?.metaData?.declaration?.remote ??
  'the remote';
