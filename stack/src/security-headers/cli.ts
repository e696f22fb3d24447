/**
 * Writes the `_headers` file of the shell's and the remotes' dist folders.
 *
 *   tsx ../stack/src/security-headers/cli.ts .            (a package's build: its own dist, config from env)
 *   npm run headers -w stack -- [--config config.json] [--hsts]   (every package, for a CDN deployment)
 *
 * The config is the runtime config the shell will be served with (its /config.json): the API, the remotes and
 * Firebase are the origins the policy allows. Without --config it is computed from the environment like the
 * launcher's (API_BASE_URL, MF_*_URL, FIREBASE_*, AUTH_EMULATOR_URL=''), so a build on a deployment machine with
 * those set writes the deployment's policy. Run it after every change of config.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';
import { REMOTES, runtimeConfigFromEnv } from '../../../stack.config';
import { HEADERS_FILE, writeHeadersFile } from 'shell-server/security-headers/headers-file';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    hsts: { type: 'boolean', default: false },
    all: { type: 'boolean' },
  },
});

function loadConfig(): RuntimeConfig {
  if (!values.config) return runtimeConfigFromEnv(process.env) as RuntimeConfig;
  return runtimeConfigSchema.parse(JSON.parse(readFileSync(path.resolve(values.config), 'utf8')));
}

const packageDirs = values.all
  ? ['shell', ...REMOTES.map((remote) => remote.pkg)].map((pkg) => path.join(rootDir, pkg))
  : positionals.map((dir) => path.resolve(dir));
if (packageDirs.length === 0) throw new Error('Name a package folder, or pass --all');

const config = loadConfig();
for (const dir of packageDirs) {
  const role = path.basename(dir) === 'shell' ? 'shell' : 'remote';
  const headers = writeHeadersFile(path.join(dir, 'dist'), role, config, { hsts: values.hsts });
  const hashes = headers['Content-Security-Policy']!.match(/'sha256-/g)?.length ?? 0;
  console.log(
    `${path.relative(rootDir, dir)}/dist/${HEADERS_FILE} written (${hashes} inline script hash(es))`,
  );
}
