import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { API_PATHS, MESSAGES, type SiteHealth } from 'shared-contracts';
import { apiBaseUrl, signInAsStaff, staffIdToken } from '../support/auth';

/**
 * Issue 45, real visitors and where staff look: a visit's web vitals reach Site health per route, and a release of a
 * remote that throws on one admin page shows up there as errors of that release, within a minute. The release is the
 * content remote's build as served, with its manifest's version and its Content page's chunk changed in the browser.
 */

const m = MESSAGES.visitorTelemetry;
// Letters only: digit runs are scrubbed from stored messages (they may be phone numbers).
const unique = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const isReport = (request: Request, text: string) =>
  request.url().endsWith(API_PATHS.visitorReport()) && (request.postData() ?? '').includes(text);

async function servicesSamples(request: APIRequestContext): Promise<number> {
  const api = await apiBaseUrl(request);
  const response = await request.get(`${api}${API_PATHS.adminSiteHealth()}`, {
    headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
  });
  expect(response.ok()).toBeTruthy();
  const health = (await response.json()) as SiteHealth;
  return health.vitals.find((row) => row.route === '/services')?.samples ?? 0;
}

/** Serves mf_admin_content as release `version`, whose Content page's code throws once it has loaded. */
async function breakContentRemote(page: Page, request: APIRequestContext, version: string, tag: string) {
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const manifestUrl = config.remotes.mf_admin_content!;
  await page.route(manifestUrl, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = version;
    await route.fulfill({ response, json: manifest });
  });
  await page.route(`${new URL(manifestUrl).origin}/__federation_expose_Content.*.js`, async (route) => {
    const response = await route.fetch();
    // Outside React's render: a timer that throws and a promise nobody catches, as a remote's own code would.
    const broken =
      (await response.text()) +
      `;setTimeout(function(){throw new Error("Broken release ${tag}")},0);` +
      `setTimeout(function(){Promise.reject(new Error("Broken promise ${tag}"))},0);`;
    // The remote's own headers (its CORS answer: the shell loads its scripts in CORS mode), the body as changed.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: 200, headers, body: broken });
  });
}

test('a visit reports its web vitals per route, a broken release its errors, and Site health shows both', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = unique();
  const version = `1.0.0-broken.${tag}`;
  const before = await servicesSamples(request);

  // A visitor on /services: the reporter loads once the page is interactive; the first tap settles LCP.
  await page.goto('/services');
  await page.waitForResponse((response) => /visitor-reporter/.test(response.url()));
  const lcp = page.waitForRequest((req) => isReport(req, '"route":"/services"') && isReport(req, '"kind":"LCP"'));
  await page.getByRole('heading', { level: 1 }).first().click();
  await lcp;
  // The visitor switches to another tab: the page sends the rest of its vitals (CLS, and INP when an interaction was
  // slow enough to count). Hidden as the browser hides it (Playwright keeps its page visible).
  const cls = page.waitForRequest((req) => isReport(req, '"route":"/services"') && isReport(req, '"kind":"CLS"'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await cls;

  // Staff open the page of the broken release: its error and its rejection are reported, tagged with the release,
  // with what was thrown: the remote's scripts load in CORS mode, so the browser does not mute another origin's error
  // to "Script error." (docs/real-visitors.md).
  await breakContentRemote(page, request, version, tag);
  await signInAsStaff(page);
  const thrown = page.waitForRequest((req) => isReport(req, `Broken release ${tag}`));
  const rejected = page.waitForRequest((req) => isReport(req, `Broken promise ${tag}`));
  await page.goto('/admin/content');
  const reports = [await thrown, await rejected].map((req) => JSON.parse(req.postData()!) as unknown);
  const tags = { route: '/admin/content', remote: 'mf_admin_content', remoteVersion: version };
  expect(reports).toEqual([
    { ...tags, language: 'en', kind: 'error', message: `Error: Broken release ${tag}` },
    { ...tags, language: 'en', kind: 'rejection', message: `Error: Broken promise ${tag}` },
  ]);

  // Site health, from the back office's menu.
  await page.getByRole('link', { name: MESSAGES.adminNav.siteHealth }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();

  const errors = page.getByRole('region', { name: m.errorsTitle });
  const release = errors.getByRole('row').filter({ hasText: version });
  await expect(release).toContainText('mf_admin_content');
  await expect(release.getByRole('cell').nth(2)).toHaveText('2');
  await expect(release).toContainText(`Error: Broken release ${tag}`);
  await expect(release).toContainText(`Error: Broken promise ${tag}`);
  await expect(errors.getByRole('columnheader', { name: m.topMessages })).toBeVisible();

  const vitals = page.getByRole('region', { name: m.vitalsTitle });
  const services = vitals.getByRole('row').filter({ has: page.getByRole('cell', { name: '/services', exact: true }) });
  await expect(services.getByRole('cell').nth(1)).toHaveText(/^[\d,]+ ms$/);
  expect(Number(await services.getByRole('cell').nth(4).textContent())).toBeGreaterThan(before);
  // Public routes first; the back office's (this visit's sign-in page) one keyboard choice away.
  const signInRoute = vitals.getByRole('cell', { name: '/admin/login', exact: true });
  await expect(signInRoute).toHaveCount(0);
  const all = page.getByRole('radio', { name: m.allRoutes });
  await all.focus();
  await page.keyboard.press('Space');
  await expect(all).toBeChecked();
  await expect(signInRoute).toBeVisible();
});
