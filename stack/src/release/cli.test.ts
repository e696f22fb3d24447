/**
 * The commands as `npm run release / promote / rollback / deployments` run them (tsx, from the repository's root),
 * on a folder store and an environment folder: exit codes, what they print, and that a refused promote changes nothing.
 * The stores' behaviour itself is release.test.ts's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';
import { publish } from './releases';
import { releaseStoreFromEnv } from './store-from-env';
import {
  build,
  fixture,
  INQUIRIES,
  realFile,
  REFUSED,
  ROOT,
  unfitManifest,
  writeEnvironment,
} from './test-fixtures';

const CLI = path.join(__dirname, 'cli.ts');
// Each command is a tsx process of its own (a few seconds on a busy machine).
jest.setTimeout(60_000);

let dir: string;
let releases: RunningServer;
let tree: RunningServer;

function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        RELEASE_STORE: path.join(dir, 'store'),
        DEPLOY_ENVIRONMENTS: path.join(dir, 'environments'),
        DEPLOY_USER: 'ci-bot',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const configFile = () => path.join(dir, 'environments', 'production', 'config.json');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
  fixture(dir, 'store/public', { '.keep': '' });
  releases = await startStaticServer({ root: path.join(dir, 'store', 'public'), port: 0, host: '127.0.0.1' });
  tree = await startStaticServer({ root: ROOT, port: 0, host: '127.0.0.1' });
  writeEnvironment(
    path.join(dir, 'environments'),
    'production',
    `${releases.url}/`,
    (pkg) => `${tree.url}/${pkg}/dist/mf-manifest.json`,
  );
  const unfit = fixture(dir, 'unfit', {
    'dist/mf-manifest.json': unfitManifest(),
    'dist/api-usage.json': realFile(INQUIRIES, 'api-usage.json'),
  });
  await publish(releaseStoreFromEnv({ RELEASE_STORE: path.join(dir, 'store') }, ROOT), build(unfit, REFUSED));
});

afterAll(async () => {
  await Promise.all([releases.close(), tree.close()]);
  rmSync(dir, { recursive: true, force: true });
});

it('releases the built package, promotes it, refuses an unfit one, rolls back and lists it all', async () => {
  const released = await run('release', INQUIRIES, '--no-build');
  expect(released).toMatchObject({ code: 0, stderr: '' });
  const version =
    /^Released mf-admin-inquiries (1\.0\.0-\d{8}T\d{6}Z-[0-9a-f]{7}) \(\d+ files, commit [0-9a-f]{7}/m.exec(
      released.stdout,
    )?.[1];
  expect(version).toBeDefined();
  expect((await run('releases', INQUIRIES)).stdout).toMatch(new RegExp(`^${REFUSED} .*\\n${version} `, 'm'));

  const promoted = await run('promote', INQUIRIES, version!, '--to', 'production');
  expect(promoted).toMatchObject({ code: 0, stderr: '' });
  expect(promoted.stdout).toContain(
    `production: ${INQUIRIES} ${tree.url}/${INQUIRIES}/dist/mf-manifest.json -> ${version} (promote)`,
  );

  const before = readFileSync(configFile(), 'utf8');
  const refused = await run('promote', INQUIRIES, REFUSED, '--to', 'production');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /^does not fit: mf_admin_inquiries needs web-kit \^99\.0\.0, the shell provides [\d.]+: deploy the shell first$/m,
  );
  expect(refused.stderr).toContain('production is unchanged: 1 problem(s) above.');
  expect(readFileSync(configFile(), 'utf8')).toBe(before);

  expect(await run('rollback', INQUIRIES, '--to', 'production')).toMatchObject({ code: 0 });

  // A canary for a tenth of browsers and opted-in staff, rolled back by hand.
  const canary = await run('promote', INQUIRIES, version!, '--to', 'production', '--canary', '10', '--staff');
  expect(canary).toMatchObject({ code: 0, stderr: '' });
  expect(canary.stdout).toContain(`(canary for 10% of browsers and opted-in staff)`);
  expect(await run('rollback', INQUIRIES, '--to', 'production')).toMatchObject({ code: 0, stderr: '' });

  const listed = await run('deployments', 'production');
  expect(listed.stdout.trim().split('\n')).toEqual([
    expect.stringMatching(
      new RegExp(`Z  promote {9}${INQUIRIES}  http://\\S+ -> ${version}  by ci-bot  \\(can-deploy: fits`),
    ),
    expect.stringMatching(
      new RegExp(`Z  rollback {8}${INQUIRIES}  ${version} -> http://\\S+/dist/mf-manifest.json  by ci-bot`),
    ),
    expect.stringMatching(
      new RegExp(
        `Z  canary {10}${INQUIRIES}  http://\\S+ -> ${version} for 10% of browsers and opted-in staff  by ci-bot  \\(can-deploy: fits`,
      ),
    ),
    expect.stringMatching(
      new RegExp(
        `Z  canary-rollback ${INQUIRIES}  ${version} -> http://\\S+  by ci-bot  reason: rolled back by hand$`,
      ),
    ),
  ]);
  expect(await run('promote', INQUIRIES, version!, '--to', 'production', '--canary', '120')).toMatchObject({
    code: 2,
  });
});

it('says how a command is used, and names an environment that does not exist', async () => {
  expect(await run('promote', INQUIRIES, '--to', 'production')).toMatchObject({
    code: 2,
    stderr:
      'Usage: npm run promote -- <package> <version> --to <environment> [--canary <percent 0-100> [--staff]]\n',
  });
  writeEnvironment(
    path.join(dir, 'environments'),
    'staging',
    `${releases.url}/`,
    (pkg) => `${tree.url}/${pkg}/`,
  );
  expect(await run('deployments', 'staging')).toMatchObject({
    code: 0,
    stdout: 'staging: no deployment recorded yet\n',
  });
  const missing = `nowhere is not an environment: ${path.join(dir, 'environments', 'nowhere', 'environment.json')} is missing\n`;
  expect(await run('deployments', 'nowhere')).toMatchObject({ code: 1, stderr: missing });
  expect(await run('rollback', INQUIRIES, '--to', 'nowhere')).toMatchObject({ code: 1, stderr: missing });
});
