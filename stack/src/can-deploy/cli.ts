/**
 * Whether a remote, or the API, can ship on its own against what is deployed (issues 25, 43):
 *
 *   npm run can-deploy -- <remote> --against <config.json URL or file> [--shell <shell.json URL or file>]
 *                                  [--api-document <the deployed API's openapi.json URL or file>]
 *   npm run can-deploy -- api --against <config.json URL or file> [--api-document <the API build's openapi.json>]
 *
 * <remote> is a package name (mf-admin-inquiries: its dist), a dist folder, or a mf-manifest.json file or URL.
 * shell.json is read from beside config.json unless --shell names it; the deployed API's document from the config's
 * apiBaseUrl (/api/openapi.json) unless --api-document names it. For `api`, --api-document is the build about to ship
 * (default: this tree's api/openapi.json). Exits 1 with the reasons when it does not fit, 2 when used wrongly.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiBuildFit } from './api-check';
import { deployedApiDocument, deployedUsages } from './api-read';
import type { Verdict } from './check';
import { beside, candidateManifest, readJson, urlOrPath } from './read';
import { remoteFit } from './remote-fit';

const USAGE =
  'Usage: npm run can-deploy -- <remote package, dist folder or manifest | api> --against <config.json URL or file> ' +
  '[--shell <shell.json URL or file>] [--api-document <openapi.json URL or file>]';

const root = path.resolve(import.meta.dirname, '../../..');
// npm runs scripts in the root folder; paths are meant from where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { against: { type: 'string' }, shell: { type: 'string' }, 'api-document': { type: 'string' } },
});
if (positionals.length !== 1 || !values.against) {
  console.error(USAGE);
  process.exit(2);
}

const configSource = urlOrPath(values.against, cwd);
const apiOption = values['api-document'] ? urlOrPath(values['api-document'], cwd) : undefined;
const config = await readJson(configSource);
const remotes =
  'json' in config && typeof config.json === 'object' && config.json !== null
    ? ((config.json as { remotes?: Record<string, string> }).remotes ?? {})
    : {};

async function apiVerdict(): Promise<Verdict> {
  const candidate = apiOption ?? path.join(root, 'api', 'openapi.json');
  console.log(`can-deploy the API ${candidate}\n  against the remotes of ${configSource}`);
  const [document, usages] = await Promise.all([readJson(candidate), deployedUsages(remotes)]);
  if ('error' in config)
    return { failures: [`cannot read the runtime config ${configSource}: ${config.error}`], notes: [] };
  return apiBuildFit(document, usages);
}

async function remoteVerdict(argument: string): Promise<Verdict> {
  const shellSource = values.shell ? urlOrPath(values.shell, cwd) : beside(configSource, 'shell.json');
  const candidateSource = candidateManifest(argument, { root, cwd });
  const apiSource = apiOption ?? deployedApiDocument(configSource, config);
  const apiLine = typeof apiSource === 'string' ? apiSource : 'the API (unknown)';
  console.log(
    `can-deploy ${candidateSource}\n  against ${configSource}\n  and ${shellSource}\n  and ${apiLine}`,
  );
  return remoteFit({ configSource, shellSource, candidateSource, apiSource: apiOption });
}

const shipping = positionals[0]!;
const verdict = shipping === 'api' ? await apiVerdict() : await remoteVerdict(shipping);
for (const note of verdict.notes) console.log(`note: ${note}`);
for (const failure of verdict.failures) console.error(`does not fit: ${failure}`);
if (verdict.failures.length) {
  console.error(`Do not deploy: ${verdict.failures.length} problem(s) above.`);
  process.exit(1);
}
console.log(
  shipping === 'api'
    ? 'It fits: every deployed remote finds what it calls.'
    : 'It fits: deploy it, then point config.json at its mf-manifest.json.',
);
