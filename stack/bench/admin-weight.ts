/**
 * Admin weight (issue 17): what a member of staff downloads to open the back office. On the production stack, in
 * Chromium, for every admin page of the route table: sign in, empty the HTTP cache, open the page (its first load
 * after sign-in, cold cache), then visit each other admin page through the sidebar (what a further section adds).
 * Counts the compressed bytes of JS on the wire. Fails when a first load is over 400 KiB (issue 44) or a further section adds
 * 200 KiB or more.
 *
 * Run after a build: `npm run bench` at the root (turbo builds first), or `npm run bench:admin -w stack` on fresh
 * builds. BENCH_VERBOSE=1 lists every script of each first load. CHROMIUM_PATH picks the browser.
 */
import type { Browser, Page, Request } from 'playwright';
import { launchChromium } from './chromium';
import { MESSAGES } from 'shared-contracts';
import { COMPANY_DOMAIN_DEFAULT } from '../../stack.config';
import { declaredPages } from '../src/declared-pages';
import { staffAccountFor } from '../src/seed-accounts';
import { startProductionStack } from './production-stack';

const FIRST_LOAD_BUDGET = 400 * 1024;
const FURTHER_SECTION_BUDGET = 200 * 1024;
const STAFF = staffAccountFor(process.env.COMPANY_DOMAIN || COMPANY_DOMAIN_DEFAULT);
const ADMIN_PAGES = declaredPages('admin');
type RemotePageRoute = (typeof ADMIN_PAGES)[number];

interface Script {
  url: string;
  bytes: number;
}

interface SectionResult {
  path: string;
  firstLoad: Script[];
  /** What each further admin page added, by path, once this one was open. */
  further: { path: string; scripts: Script[] }[];
}

const sum = (scripts: Script[]) => scripts.reduce((total, s) => total + s.bytes, 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const fileName = (url: string) => `${new URL(url).port} ${new URL(url).pathname.split('/').pop()}`;

/** Records every script the page downloads (not served from cache) until `take()` is called. */
function recordScripts(page: Page) {
  let requests: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  });
  return async function take(): Promise<Script[]> {
    const done = requests;
    requests = [];
    const scripts: Script[] = [];
    for (const request of done) {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) continue;
      // responseBodySize: the encoded (gzip) body as it crossed the wire; 0 (or less) for a cache hit.
      const bytes = (await request.sizes()).responseBodySize;
      if (bytes > 0) scripts.push({ url: request.url(), bytes });
    }
    return scripts;
  };
}

/** The remote page rendered its own heading (not the section fallback) and the network went quiet. */
async function waitForPage(page: Page, route: RemotePageRoute): Promise<void> {
  const section = page.locator(`[data-remote-id="${`${route.remote}/${route.expose}`}"]`);
  await section.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Idle-time work (lazy chunks started after the first paint) counts too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, shellUrl: string): Promise<void> {
  await page.goto(`${shellUrl}/admin/login`);
  await page.getByRole('textbox', { name: MESSAGES.login.emailLabel }).fill(STAFF.email);
  await page
    .getByLabel(MESSAGES.login.passwordLabel, { exact: true })
    .and(page.locator('input'))
    .fill(STAFF.password);
  await page.getByRole('button', { name: MESSAGES.login.loginWithPassword }).click();
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 60_000 });
  // Every download the sign-in started must be over before the cache is emptied, or it lands in the emptied cache.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

async function measureSection(
  browser: Browser,
  shellUrl: string,
  route: RemotePageRoute,
): Promise<SectionResult> {
  // The service worker is blocked: it only precaches public files, and its requests are not the page's.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    serviceWorkers: 'block',
  });
  try {
    const login = await context.newPage();
    await signIn(login, shellUrl);
    // Signed in (the session stays in IndexedDB); now forget every downloaded file, and start a new page so no
    // in-memory copy of a script survives either.
    const cdp = await context.newCDPSession(login);
    await cdp.send('Network.clearBrowserCache');
    await login.close();

    const page = await context.newPage();
    const take = recordScripts(page);
    await page.goto(shellUrl + route.path);
    await waitForPage(page, route);
    const firstLoad = await take();

    const further: SectionResult['further'] = [];
    const nav = page.getByRole('complementary', { name: 'Admin navigation' });
    for (const other of ADMIN_PAGES.filter((p) => p.path !== route.path)) {
      await nav.getByRole('link', { name: other.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === other.path);
      await waitForPage(page, other);
      further.push({ path: other.path, scripts: await take() });
    }
    return { path: route.path, firstLoad, further };
  } finally {
    await context.close();
  }
}

function report(results: SectionResult[]): string[] {
  console.log('\nAdmin pages, first load after sign-in with an empty cache (gzip JS on the wire)\n');
  console.table(
    results.map((r) => {
      const largest = r.further.reduce((max, f) => (sum(f.scripts) > sum(max.scripts) ? f : max));
      return {
        page: r.path,
        'first load': kib(sum(r.firstLoad)),
        scripts: r.firstLoad.length,
        'largest further page': `${kib(sum(largest.scripts))} (${largest.path})`,
      };
    }),
  );
  const first = results[0]!;
  const listed = process.env.BENCH_VERBOSE ? results : [first];
  for (const r of listed) {
    console.log(`Scripts of ${r.path}'s first load:`);
    for (const s of [...r.firstLoad].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${kib(s.bytes).padStart(10)}  ${fileName(s.url)}`);
  }

  const misses: string[] = [];
  for (const r of results) {
    if (sum(r.firstLoad) > FIRST_LOAD_BUDGET)
      misses.push(`${r.path} first load ${kib(sum(r.firstLoad))} > ${kib(FIRST_LOAD_BUDGET)}`);
    for (const f of r.further)
      if (sum(f.scripts) >= FURTHER_SECTION_BUDGET)
        misses.push(
          `${f.path} after ${r.path} adds ${kib(sum(f.scripts))}, not < ${kib(FURTHER_SECTION_BUDGET)}`,
        );
  }
  return misses;
}

async function main(): Promise<number> {
  const interrupted = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const)
    process.on(name, () =>
      interrupted.abort(new Error(`Interrupted (${name}): stopping Chromium and the stack.`)),
    );

  const stack = await startProductionStack(interrupted.signal, () =>
    interrupted.abort(new Error('The stack stopped during the bench.')),
  );
  const results: SectionResult[] = [];
  try {
    const browser = await launchChromium();
    try {
      for (const route of ADMIN_PAGES) {
        interrupted.signal.throwIfAborted();
        results.push(await measureSection(browser, stack.shellUrl, route));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }

  const misses = report(results);
  if (misses.length) {
    console.error(`\nAdmin weight budget MISSED:\n  ${misses.join('\n  ')}`);
    return 1;
  }
  console.log(
    `\nAdmin weight OK: every first load <= ${kib(FIRST_LOAD_BUDGET)}, every further page < ${kib(FURTHER_SECTION_BUDGET)}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
