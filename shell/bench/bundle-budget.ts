/**
 * Bundle budget (issue 4 quality bar): serves the production builds (shell + every remote) on free ports as the
 * production servers do (each file's Brotli twin to a browser that reads Brotli, as Chromium does), loads every public
 * route of both languages in Debian Chromium and records, per route, the JS transferred (compressed bytes on the wire)
 * and the number of requests. The budget is the first load's (issue 44): the scripts the page asked for until it was
 * interactive, its load event and the app's start (App's data-app-started mark) both passed. What the page fetches
 * after that, at idle time or at a visitor's first use (the visitor reporter, the sign-in service, the quote form's
 * code), is shown apart, until the network is idle. Fails, naming each, when a route's first load needs more JS than
 * its budget (ROUTE_BUDGETS_KIB) or a route downloads an antd chunk.
 *
 * Run after a build: `turbo run build` then `npm run bench -w shell` (root `npm run bench` does both).
 * The API is not started: content calls fail fast and pages show their built-in content, which loads the same code.
 * Set BENCH_API_URL to measure against a running API instead.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Request } from 'playwright';
import { REMOTES, runtimeConfigFromEnv } from '../../stack.config.ts';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';
import { CHROMIUM_LAUNCH_OPTIONS } from 'stack/chromium';

/**
 * First-load JS budget of each public route, KiB (issue 44): the home pages 140, the contact pages 130 (their quote
 * form's validation loads when the form is first used), every other page 140.
 */
const ROUTE_BUDGETS_KIB: Readonly<Record<string, number>> = {
  '/': 140,
  '/services': 140,
  '/gallery': 140,
  '/contact': 130,
  '/es': 140,
  '/es/services': 140,
  '/es/gallery': 140,
  '/es/contact': 130,
};
const ROUTES = Object.keys(ROUTE_BUDGETS_KIB);
const ANTD_CHUNK = /antd|ant-design/i;
const rootDir = path.resolve(import.meta.dirname, '..', '..');

interface RouteResult {
  route: string;
  /** JS bytes of the scripts asked for until the page was interactive (load event and the app started). */
  jsFirstLoad: number;
  /** JS bytes once the network is idle (includes idle-time work such as the visitor reporter). */
  jsTotal: number;
  jsFiles: number;
  requests: number;
  antd: string[];
  largest: { url: string; bytes: number; afterInteractive: boolean }[];
}

function requireDist(pkg: string): string {
  const dist = path.join(rootDir, pkg, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${pkg}/dist is missing: run "npx turbo run build" first.`);
  }
  return dist;
}

async function startServers(): Promise<{ shellUrl: string; servers: RunningServer[] }> {
  const servers: RunningServer[] = [];
  const remoteUrls: Record<string, string> = {};
  for (const remote of REMOTES) {
    const server = await startStaticServer({ root: requireDist(remote.pkg), port: 0, cors: true });
    servers.push(server);
    remoteUrls[remote.urlEnv] = server.url;
  }
  // An address nobody listens on: content calls fail at once unless a real API is given.
  const config = runtimeConfigFromEnv({
    ...remoteUrls,
    API_BASE_URL: process.env.BENCH_API_URL || 'http://127.0.0.1:9',
    AUTH_EMULATOR_URL: process.env.BENCH_AUTH_EMULATOR_URL || 'http://127.0.0.1:9',
  });
  const shell = await startStaticServer({
    root: requireDist('shell'),
    port: 0,
    spa: true,
    virtualJson: { '/config.json': () => config },
  });
  servers.push(shell);
  return { shellUrl: shell.url, servers };
}

async function measure(browser: Browser, shellUrl: string, route: string): Promise<RouteResult> {
  // A fresh context per route: empty cache, like a first visit. The service worker is blocked: on a first visit it
  // only installs after the page has loaded, and its precaching (and the requests it answers once it claims the page)
  // would count downloads the visitor's first view never waited for, differently on every run.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  page.on('requestfailed', (request) => finished.push(request));

  // When the page became interactive, on the page's clock: its load event and the app's start, whichever is later.
  await page.addInitScript(() => {
    const marks = window as unknown as { __appStartedAt?: number };
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.appStarted !== 'true') return;
      marks.__appStartedAt = performance.now();
      observer.disconnect();
      // <html> may not exist yet when this runs: the whole document is watched.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-started'] });
  });

  await page.goto(shellUrl + route, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.locator('html[data-app-started="true"]').waitFor({ timeout: 30_000 });
  // Idle-time work (the visitor reporter loads at an idle moment after the start) is counted apart.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const { interactiveAt, startedAt } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const appStartedAt = (window as unknown as { __appStartedAt?: number }).__appStartedAt ?? Infinity;
    const started: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource'))
      started[entry.name] = Math.min(started[entry.name] ?? Infinity, entry.startTime);
    return { interactiveAt: Math.max(navigation.loadEventEnd, appStartedAt), startedAt: started };
  });

  let jsFirstLoad = 0;
  let jsTotal = 0;
  const files: { url: string; bytes: number; afterInteractive: boolean }[] = [];
  for (const request of finished) {
    if (request.resourceType() !== 'script' || request.failure()) continue;
    const bytes = (await request.sizes()).responseBodySize;
    // A script the page's clock does not know counts in the first load.
    const afterInteractive = (startedAt[request.url()] ?? -Infinity) > interactiveAt;
    jsTotal += bytes;
    if (!afterInteractive) jsFirstLoad += bytes;
    files.push({ url: request.url(), bytes, afterInteractive });
  }
  await context.close();
  return {
    route,
    jsFirstLoad,
    jsTotal,
    jsFiles: files.length,
    requests: finished.length,
    antd: files.map((f) => f.url).filter((url) => ANTD_CHUNK.test(url)),
    largest: files.sort((a, b) => b.bytes - a.bytes).slice(0, process.env.BENCH_VERBOSE ? 100 : 8),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

async function main(): Promise<void> {
  const { shellUrl, servers } = await startServers();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const results: RouteResult[] = [];
  try {
    for (const route of ROUTES) results.push(await measure(browser, shellUrl, route));
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }

  const overBudget = (r: RouteResult) => r.jsFirstLoad > ROUTE_BUDGETS_KIB[r.route]! * 1024;
  console.log('\nPublic routes, first visit (Brotli bytes on the wire; the budget is the first load)\n');
  console.table(
    results.map((r) => ({
      route: r.route,
      'JS first load': kib(r.jsFirstLoad),
      'JS total (idle)': kib(r.jsTotal),
      budget: `${ROUTE_BUDGETS_KIB[r.route]} KiB`,
      verdict: overBudget(r) ? 'OVER' : 'ok',
      'JS files': r.jsFiles,
      requests: r.requests,
      'antd chunks': r.antd.length,
    })),
  );
  // The largest scripts of `/` always, and of every route over its budget: where to cut.
  for (const r of results.filter((result) => result.route === '/' || overBudget(result))) {
    console.log(`Largest scripts on ${r.route}:`);
    for (const file of r.largest)
      console.log(
        `  ${kib(file.bytes).padStart(10)}  ${new URL(file.url).port}  ${fileName(file.url)}${file.afterInteractive ? '  (after interactive)' : ''}`,
      );
  }

  const failures: string[] = [];
  for (const r of results.filter(overBudget))
    failures.push(
      `${r.route} loads ${kib(r.jsFirstLoad)} of JS in its first load, over its ${ROUTE_BUDGETS_KIB[r.route]} KiB budget`,
    );
  for (const r of results)
    for (const url of r.antd) failures.push(`${r.route} downloads an antd chunk: ${fileName(url)}`);
  if (failures.length) {
    console.error(`\nBudget FAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nBudget OK: every public route within its budget, no antd on public routes.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
