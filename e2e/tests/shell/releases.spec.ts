import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import {
  API_PATHS,
  CANARY_BROWSER_ID_KEY,
  canaryBucket,
  MESSAGES,
  type RuntimeConfig,
} from 'shared-contracts';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';
import { answersOk, freePorts, waitFor } from 'stack/net';
import { packageDist } from 'stack/package-builds';
import { Environment, promote, publish, releaseStoreFromEnv, rollback } from 'stack/releases';
import { startShellServerProcess, stopShellServerProcess } from 'stack/shell-server-process';
import { createOwnDatabase, startApiInstance, type ApiInstance } from '../support/api-instances';
import { exposeFiles } from '../support/skew-builds';
import { signInAsStaff } from '../support/auth';
import { expectRemoteRendered } from '../support/stack';

/**
 * Issue 46, releases as an operator runs them, against a deployment of their own: an environment folder whose
 * config.json a shell server of the site's build serves on an origin of its own (with the CSP it derives from it),
 * releases of mf-admin-inquiries in a folder store served from a second origin, and an API on a database of its own
 * that watches the environment's canaries. Detail (decision rules, the window, several instances, both stores, the
 * share of each browser) is in the packages' jest tests; these prove the composition.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const INQUIRIES = 'mf-admin-inquiries';
const BROKEN = '1.0.0-20260601T100000Z-b0b0b0b';
const NO_INQUIRIES = '1.0.0-20260601T110000Z-c0c0c0c';
const REMOTE = 'mf_admin_inquiries';

test.describe.configure({ mode: 'default' });

let dir: string;
let releases: RunningServer;
let api: ApiInstance;
let dropDatabase: () => Promise<void>;
let shell: ReturnType<typeof startShellServerProcess>;
let shellUrl: string;
/** The seeded staff member's session on the environment's site (signed in there once). */
let staffSession: Awaited<ReturnType<BrowserContext['storageState']>>;
let environment: Environment;
const store = () => releaseStoreFromEnv({ RELEASE_STORE: path.join(dir, 'store') }, ROOT);

/** A copy of the inquiries build, changed by `edit` (files whose precompressed twins would say otherwise lose them). */
function variantOf(name: string, edit: (dist: string) => string[]): string {
  const folder = path.join(dir, name);
  cpSync(packageDist(INQUIRIES), path.join(folder, 'dist'), { recursive: true });
  for (const file of edit(path.join(folder, 'dist')))
    for (const twin of ['.br', '.gz']) rmSync(path.join(folder, 'dist', file + twin), { force: true });
  return folder;
}

const build = (folder: string, version: string) => ({
  package: INQUIRIES,
  version,
  commit: 'e'.repeat(40),
  dirty: false,
  createdAt: new Date(),
  dir: folder,
});

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-releases-'));
  mkdirSync(path.join(dir, 'store', 'public'), { recursive: true });
  const [port] = await freePorts(1);
  shellUrl = `http://127.0.0.1:${port}`;
  const environmentDir = path.join(dir, 'environments', 'production');
  mkdirSync(environmentDir, { recursive: true });
  // The API (a new database to migrate) starts while the releases are made.
  const starting = createOwnDatabase().then(async (database) => {
    dropDatabase = database.drop;
    api = await startApiInstance('releases', {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      CORS_ORIGINS: shellUrl,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${process.env.AUTH_EMULATOR_PORT || '9099'}`,
      SWAGGER_ENABLED: 'false',
      VISITOR_REPORT_LIMIT: '10000',
      CANARY_ENVIRONMENT_DIR: environmentDir,
      CANARY_CHECK_EVERY_MS: '500',
      CANARY_MIN_ERRORS: '2',
    });
  });
  starting.catch(() => undefined); // awaited below; its failure fails the setup there
  // A build whose Inquiries page throws once it has loaded, and one that no longer declares that page.
  const broken = variantOf('broken', (dist) => {
    const [chunk] = exposeFiles(dist, './Inquiries');
    writeFileSync(
      path.join(dist, chunk!),
      readFileSync(path.join(dist, chunk!), 'utf8') +
        ';setTimeout(function(){throw new Error("Broken canary")},0);',
    );
    return [chunk!];
  });
  const noInquiries = variantOf('no-inquiries', (dist) => {
    const file = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      metaData: { declaration: { pages: { path: string }[] } };
    };
    const { declaration } = manifest.metaData;
    declaration.pages = declaration.pages.filter((page) => page.path !== '/admin/inquiries');
    writeFileSync(file, JSON.stringify(manifest));
    return ['mf-manifest.json'];
  });
  await publish(store(), build(broken, BROKEN));
  await publish(store(), build(noInquiries, NO_INQUIRIES));
  releases = await startStaticServer({
    root: path.join(dir, 'store', 'public'),
    port: 0,
    host: '127.0.0.1',
    cors: true,
  });
  await starting;

  // The environment: the site's config with this API, its remotes as the launcher serves them, and both origins
  // allowed (the launcher's inquiries origin, the releases').
  const site = (await (await request.get('/config.json')).json()) as RuntimeConfig;
  const config: RuntimeConfig = {
    ...site,
    apiBaseUrl: api.url,
    visitorSampleRate: 1,
    remoteOrigins: [new URL(site.remotes[REMOTE]).origin, releases.url],
  };
  writeFileSync(path.join(environmentDir, 'config.json'), JSON.stringify(config, null, 2));
  writeFileSync(
    path.join(environmentDir, 'environment.json'),
    JSON.stringify({
      releasesUrl: `${releases.url}/`,
      shell: path.join(packageDist('shell'), 'shell.json'),
      apiDocument: path.join(ROOT, 'api', 'openapi.json'),
    }),
  );
  environment = new Environment(path.join(dir, 'environments'), 'production');

  shell = startShellServerProcess({
    dist: packageDist('shell'),
    configFile: environment.configFile,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      SITE_ORIGINS: shellUrl,
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor("the environment's shell server", () => answersOk(`${shellUrl}/config.json`), 90_000);
  const context = await browser.newContext({ baseURL: shellUrl, serviceWorkers: 'block' });
  await signInAsStaff(await context.newPage());
  staffSession = await context.storageState({ indexedDB: true });
  await context.close();
});

test.afterAll(async () => {
  if (shell) await stopShellServerProcess(shell);
  await Promise.all([api?.stop(), releases?.close()]);
  await dropDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

/** A staff browser on the environment's site whose canary id is `id`; `problems` collects its console errors, uncaught errors, CSP refusals. */
async function staffBrowser(context: BrowserContext, id?: string) {
  if (id)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CANARY_BROWSER_ID_KEY, id],
    );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(`uncaught ${error.message}`));
  return { page, problems };
}

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Admin navigation' });
const isReportOf = (request: Request, version: string) =>
  request.url().endsWith(API_PATHS.visitorReport()) &&
  (request.postData() ?? '').includes(`"remoteVersion":"${version}"`);
const runsCanary = () => (JSON.parse(readFileSync(environment.configFile, 'utf8')) as RuntimeConfig).canaries;

test('a canary for half the browsers that throws is rolled back by the watch; the other half never sees an error', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  expect(
    await promote({
      store: store(),
      environment,
      pkg: INQUIRIES,
      version: BROKEN,
      who: 'e2e',
      canary: { percent: 50 },
    }),
  ).toMatchObject({ done: true });
  const ids = Array.from({ length: 100 }, (_, index) => `e2e-browser-${index}`);
  const inShare = ids.filter((id) => canaryBucket(id, REMOTE) < 50).slice(0, 2);
  const outside = ids.filter((id) => canaryBucket(id, REMOTE) >= 50).slice(0, 2);

  const open = async (id: string) => {
    const context = await browser.newContext({
      baseURL: shellUrl,
      storageState: staffSession,
      serviceWorkers: 'block',
    });
    return { context, ...(await staffBrowser(context, id)) };
  };
  const canaries = await Promise.all(inShare.map(open));
  const stables = await Promise.all(outside.map(open));

  // The canary's browsers report its errors, tagged with its version; the others render the page.
  await Promise.all(
    canaries.map(async ({ page }) => {
      const reported = page.waitForRequest((request) => isReportOf(request, BROKEN));
      await page.goto('/admin/inquiries');
      await reported;
    }),
  );
  for (const { page } of stables) {
    await page.goto('/admin/inquiries');
    await expectRemoteRendered(page, `${REMOTE}/Inquiries`);
  }

  // The watch rolls it back within its window.
  await expect.poll(runsCanary, { timeout: 30_000 }).toBeUndefined();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'stack/src/release/cli.ts', 'deployments', 'production'],
    {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_ENVIRONMENTS: path.join(dir, 'environments') },
    },
  );
  expect(stdout).toMatch(
    new RegExp(
      `canary-rollback ${INQUIRIES}  ${BROKEN} -> \\S+  by canary watch \\(API\\)  reason: \\d+ error\\(s\\) in \\d+ page load\\(s\\)`,
    ),
  );

  // A canary browser's next navigation loads the stable version; the stable browsers never saw an error.
  const [first] = canaries;
  const errorsBefore = first!.problems.length;
  await sidebarOf(first!.page).getByRole('link', { name: MESSAGES.adminNav.dashboard, exact: true }).click();
  await sidebarOf(first!.page).getByRole('link', { name: MESSAGES.adminNav.inquiries, exact: true }).click();
  await expectRemoteRendered(first!.page, `${REMOTE}/Inquiries`);
  expect(first!.problems.slice(errorsBefore)).toEqual([]);
  for (const { problems } of stables) expect(problems).toEqual([]);
  await Promise.all([...canaries, ...stables].map(({ context }) => context.close()));
});

test('an open staff tab follows a promote to the releases origin and the rollback from it, without a reload', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // A canary left by a failed journey above would refuse the promote.
  if (runsCanary()) await rollback({ store: store(), environment, pkg: INQUIRIES, who: 'e2e' });
  const context = await browser.newContext({
    baseURL: shellUrl,
    storageState: staffSession,
    serviceWorkers: 'block',
  });
  const { page, problems } = await staffBrowser(context);
  await page.goto('/admin/inquiries');
  await expectRemoteRendered(page, `${REMOTE}/Inquiries`);
  await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
  const manifestsFrom = (origin: string) =>
    page.waitForRequest(
      (request) => request.url().startsWith(origin) && request.url().endsWith('/mf-manifest.json'),
    );

  // Promoted to a build served from the releases origin that drops the Inquiries page: the next navigation reads it
  // (the tab's CSP allows that origin), the menu loses the entry, and the page's path is the back office's not-found.
  expect(
    await promote({ store: store(), environment, pkg: INQUIRIES, version: NO_INQUIRIES, who: 'e2e' }),
  ).toMatchObject({
    done: true,
  });
  const fromReleases = manifestsFrom(releases.url);
  await sidebarOf(page).getByRole('link', { name: MESSAGES.adminNav.dashboard, exact: true }).click();
  await fromReleases;
  await expect(
    sidebarOf(page).getByRole('link', { name: MESSAGES.adminNav.inquiries, exact: true }),
  ).toHaveCount(0);
  await expectRemoteRendered(page, `${REMOTE}/Dashboard`);
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.adminNav.notFoundHeading }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Rolled back to the launcher's origin: the entry and the page come back.
  expect(await rollback({ store: store(), environment, pkg: INQUIRIES, who: 'e2e' })).toMatchObject({
    done: true,
  });
  await sidebarOf(page).getByRole('link', { name: MESSAGES.adminNav.dashboard, exact: true }).click();
  await sidebarOf(page).getByRole('link', { name: MESSAGES.adminNav.inquiries, exact: true }).click();
  await expectRemoteRendered(page, `${REMOTE}/Inquiries`);

  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});
