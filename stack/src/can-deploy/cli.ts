/**
 * Whether a remote can ship on its own against what is deployed (issue 25):
 *
 *   npm run can-deploy -- <remote> --against <config.json URL or file> [--shell <shell.json URL or file>]
 *
 * <remote> is a package name (mf-admin-inquiries: its dist), a dist folder, or a mf-manifest.json file or URL.
 * shell.json is read from beside config.json unless --shell names it. Exits 1 with the reasons when the remote does
 * not fit, 2 when the command is used wrongly.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canDeploy } from './check';
import { beside, candidateManifest, readDeployment, readJson, urlOrPath } from './read';

const USAGE =
  'Usage: npm run can-deploy -- <remote package, dist folder or manifest> --against <config.json URL or file> ' +
  '[--shell <shell.json URL or file>]';

const root = path.resolve(import.meta.dirname, '../../..');
// npm runs scripts in the root folder; paths are meant from where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { against: { type: 'string' }, shell: { type: 'string' } },
});
if (positionals.length !== 1 || !values.against) {
  console.error(USAGE);
  process.exit(2);
}

const configSource = urlOrPath(values.against, cwd);
const shellSource = values.shell ? urlOrPath(values.shell, cwd) : beside(configSource, 'shell.json');
const candidateSource = candidateManifest(positionals[0]!, { root, cwd });
console.log(`can-deploy ${candidateSource}\n  against ${configSource}\n  and ${shellSource}`);

const [deployed, candidate] = await Promise.all([
  readDeployment(configSource, shellSource),
  readJson(candidateSource),
]);
const verdict = deployed.ok
  ? canDeploy(candidate, deployed.deployment)
  : { failures: [deployed.error], notes: [] };

for (const note of verdict.notes) console.log(`note: ${note}`);
for (const failure of verdict.failures) console.error(`does not fit: ${failure}`);
if (verdict.failures.length) {
  console.error(`Do not deploy: ${verdict.failures.length} problem(s) above.`);
  process.exit(1);
}
console.log('It fits: deploy it, then point config.json at its mf-manifest.json.');
