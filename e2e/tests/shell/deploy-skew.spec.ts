import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { signInAsStaff } from '../support/auth';
import { dialogTitled, quoteFor, rowWith, searchBox, staffApi, unique } from '../support/inquiries';
import {
  brokenCopyOf,
  buildVariant,
  currentDist,
  exposeFiles,
  ShellDeployment,
  VersionCdn,
} from '../support/skew-builds';
import { INQUIRIES, NEW_SHELL, NEWER_WEB_KIT, REPORTS, SERVICE_AREA, STEPS } from '../support/skew-variants';
import { expectRemoteFallback, expectRemoteRendered, remoteSection } from '../support/stack';
import { tokenColour } from '../support/design-tokens';
import { SITE_URL } from '../../site-url';

/**
 * Issue 25: each team ships its remote alone. Remotes built from other sources than the running shell (variant
 * production builds in version folders of a stand-in CDN, support/skew-builds.ts) are deployed by pointing the
 * browser's /config.json at them; the shell and the other remotes stay the launcher's current builds. Signed in as
 * staff, every admin page renders and works, no fallback shows where none is expected and the console stays free of
 * errors, and config changes apply without a reload.
 *
 * Both directions: the new remote against the old shell (cases 1-4), and the remotes as deployed against a new shell
 * (cases 5-6: a shell build served by the shell's production server in place of the launcher's, its antd subset
 * without a name only a remote imports, its web-kit a minor version ahead).
 * Case 3 also rolls back from a build made from other sources in the open tab: each build of a remote has a
 * chunk-loading global of its own (rspack.base.ts), so the second never takes the first one's chunks for its own.
 */

// The config is changed in the browser only, which the CSP the real server derives from its own config rightly
// refuses (it lists the configured remotes); a deployment moves config and headers together.
test.use({ bypassCSP: true });
// One worker builds the variants once (beforeAll) and runs the cases in order; a failing case still lets the others
// run (and report which case broke).
test.describe.configure({ mode: 'default' });

let cdn: VersionCdn;
let newShell: ShellDeployment;
let newShellDist: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const [steps, newerWebKit, reports, shellDist] = await Promise.all([
    buildVariant(STEPS),
    buildVariant(NEWER_WEB_KIT),
    buildVariant(REPORTS),
    buildVariant(NEW_SHELL),
  ]);
  newShellDist = shellDist;
  newShell = new ShellDeployment(shellDist, new URL(SITE_URL).origin);
  // Case 4: the current inquiries build, deployed with the chunks of its Inquiries page missing (a build that is gone).
  const inquiriesOnly = new Set(exposeFiles(currentDist(INQUIRIES), './Inquiries'));
  const goneChunks = brokenCopyOf(INQUIRIES, 'gone-chunks', (file) => inquiriesOnly.has(file));
  cdn = new VersionCdn({
    [STEPS.name]: { pkg: INQUIRIES, dist: steps },
    [NEWER_WEB_KIT.name]: { pkg: SERVICE_AREA, dist: newerWebKit },
    [REPORTS.name]: { pkg: INQUIRIES, dist: reports },
    'gone-chunks': { pkg: INQUIRIES, dist: goneChunks },
  });
  await Promise.all([cdn.start(), newShell.start()]);
});

test.afterAll(async () => {
  await Promise.all([cdn?.stop(), newShell?.stop()]);
});

/**
 * The browser's /config.json: the launcher's, with the remotes `overrides()` names at that moment (read on every
 * request, so a test can deploy or roll back while the page stays open).
 */
async function routeConfig(page: Page, overrides: () => Record<string, string>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, ...overrides() } } });
  });
}

/** Console errors and uncaught exceptions, and the console's info lines. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  const infos: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'info') infos.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  return {
    infos,
    /** The errors none of `expected` matches. */
    unexpected: (...expected: RegExp[]) =>
      errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
  };
}

interface AdminPage {
  label: string;
  path: string;
  remoteId: string;
}

const ADMIN_PAGES: AdminPage[] = [
  { label: MESSAGES.adminNav.dashboard, path: '/admin', remoteId: 'mf_admin_inquiries/Dashboard' },
  { label: MESSAGES.adminNav.content, path: '/admin/content', remoteId: 'mf_admin_content/Content' },
  {
    label: MESSAGES.adminNav.businessDetails,
    path: '/admin/business',
    remoteId: 'mf_admin_content/Business',
  },
  { label: MESSAGES.adminNav.inquiries, path: '/admin/inquiries', remoteId: 'mf_admin_inquiries/Inquiries' },
  { label: MESSAGES.adminNav.settings, path: '/admin/settings', remoteId: 'mf_admin_service_area/Settings' },
  {
    label: MESSAGES.adminNav.serviceArea,
    path: '/admin/service-area',
    remoteId: 'mf_admin_service_area/ServiceArea',
  },
];
const adminPage = (path: string): AdminPage => ADMIN_PAGES.find((page) => page.path === path)!;
const INQUIRIES_PAGE = adminPage('/admin/inquiries');
const DASHBOARD_PAGE = adminPage('/admin');
const REPORTS_PAGE: AdminPage = {
  label: 'Reports',
  path: '/admin/reports',
  remoteId: 'mf_admin_inquiries/Reports',
};

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Admin navigation' });
const fallbacks = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });

/** Opens an admin page from the sidebar (a navigation inside the app, no reload). */
async function openFromSidebar(page: Page, target: AdminPage): Promise<void> {
  await sidebarOf(page).getByRole('link', { name: target.label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === target.path);
}

/** Every admin page from the sidebar renders its own content, except `failing` (checked by `expectFailing`). */
async function visitEveryAdminPage(
  page: Page,
  pages: AdminPage[],
  failing: { ids: string[]; expectFailing: (target: AdminPage) => Promise<void> } = {
    ids: [],
    expectFailing: async () => undefined,
  },
): Promise<void> {
  for (const target of pages) {
    await openFromSidebar(page, target);
    if (failing.ids.includes(target.remoteId)) {
      await failing.expectFailing(target);
    } else {
      await expectRemoteRendered(page, target.remoteId);
      await expect(fallbacks(page)).toHaveCount(0);
    }
  }
}

/** Opens the details dialog of the inquiry `quote` made, from the inquiries page. */
async function openDetailsOf(page: Page, quote: { email: string; name: string }) {
  await openFromSidebar(page, INQUIRIES_PAGE);
  await searchBox(page).fill(quote.email);
  const row = rowWith(page, quote.email);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `View details of the inquiry from ${quote.name}` }).click();
  const dialog = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The details dialog wears the brand (its section's theme provider reaches the antd it renders with) and works. */
async function expectDialogWorksInBrand(page: Page, dialog: ReturnType<typeof dialogTitled>): Promise<void> {
  const addNote = dialog.getByRole('button', { name: MESSAGES.inquiry.addNote });
  await expect(addNote).toBeVisible();
  await expect(addNote).toHaveCSS('background-color', await tokenColour(page, '--brick'));
  const note = `Called back ${unique()}`;
  await dialog.getByRole('textbox').last().fill(note);
  await addNote.click();
  await expect(dialog.getByText(note)).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);
}

/** The tab has not been reloaded since `markNoReload` (a full reload would drop the window property). */
const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
const stillNoReload = (page: Page) =>
  page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

test('case 1, shared-subset skew: a remote needing an antd name the shell lacks uses its own antd, in the brand theme', async ({
  page,
  request,
}) => {
  const log = watchConsole(page);
  await routeConfig(page, () => ({ mf_admin_inquiries: cdn.manifestUrl(STEPS.name) }));
  const quote = quoteFor(unique());
  await (await staffApi(request)).submitQuote(quote);

  await signInAsStaff(page);
  await visitEveryAdminPage(page, ADMIN_PAGES);

  // The new name is only used in the details dialog, opened after the page's first render.
  const dialog = await openDetailsOf(page, quote);
  const progress = dialog.getByRole('group', { name: 'Status progress' });
  await expect(progress).toBeVisible();
  for (const status of ['New', 'Responded', 'Closed']) await expect(progress).toContainText(status);
  await expectDialogWorksInBrand(page, dialog);

  expect(log.infos).toContainEqual(
    expect.stringMatching(/^\[mf_admin_inquiries\] uses its own antd\b.*the shell's lacks: .*\bSteps\b/),
  );
  expect(log.unexpected()).toEqual([]);
});

test('case 2, web-kit skew: a remote built with a newer web-kit says the site needs a newer version, the rest works', async ({
  page,
}) => {
  const log = watchConsole(page);
  await routeConfig(page, () => ({ mf_admin_service_area: cdn.manifestUrl(NEWER_WEB_KIT.name) }));
  await signInAsStaff(page);
  await markNoReload(page);

  await visitEveryAdminPage(page, [...ADMIN_PAGES, DASHBOARD_PAGE], {
    ids: ['mf_admin_service_area/Settings', 'mf_admin_service_area/ServiceArea'],
    expectFailing: async (target) => {
      const alert = remoteSection(page, target.remoteId).getByRole('alert');
      await expect(alert).toContainText('This section is temporarily unavailable');
      await expect(alert).toContainText('needs a newer version of the site');
      const details = alert.getByRole('group').filter({ hasText: 'Technical details' });
      await expect(details).toContainText('1.3.0');
      await expect(details).toContainText('^1.4.0');
      await expect(details).toContainText('web-kit');
      // The rest of the back office is still there: the sidebar and its entries.
      await expect(sidebarOf(page).getByRole('link', { name: MESSAGES.adminNav.dashboard })).toBeVisible();
    },
  });
  expect(await stillNoReload(page)).toBe(true);

  const unexpected = log.unexpected(
    /does not satisfy the requirement of mf_admin_service_area which needs \^1\.4\.0/,
  );
  expect(unexpected).toEqual([]);
});

test('case 3, a new page shipped with its remote: the sidebar lists it and it renders, without a shell deploy', async ({
  page,
}) => {
  const log = watchConsole(page);
  let deployed: Record<string, string> = { mf_admin_inquiries: cdn.manifestUrl(REPORTS.name) };
  await routeConfig(page, () => deployed);
  await signInAsStaff(page);

  // Sidebar order follows the declared order (Reports: 35, between Inquiries 30 and Settings 40).
  await expect(sidebarOf(page).getByRole('menuitem')).toHaveText([
    MESSAGES.adminNav.dashboard,
    MESSAGES.adminNav.content,
    MESSAGES.adminNav.businessDetails,
    MESSAGES.adminNav.inquiries,
    'Reports',
    MESSAGES.adminNav.settings,
    MESSAGES.adminNav.serviceArea,
    MESSAGES.adminNav.siteHealth,
  ]);
  await visitEveryAdminPage(page, [...ADMIN_PAGES, REPORTS_PAGE]);
  const reports = remoteSection(page, REPORTS_PAGE.remoteId);
  await expect(reports.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(reports.getByText('Inquiries per month will show here.')).toBeVisible();

  // A deep link to the new page works too (a fresh load).
  await page.goto(REPORTS_PAGE.path);
  await expectRemoteRendered(page, REPORTS_PAGE.remoteId);
  await expect(fallbacks(page)).toHaveCount(0);

  // Rolled back by config while the tab is open: the next navigation loads the previous build (another build of the
  // same remote in the same tab) and drops the page and its menu entry, without a reload.
  await markNoReload(page);
  deployed = {};
  await openFromSidebar(page, DASHBOARD_PAGE);
  await expect(sidebarOf(page).getByRole('menuitem')).toHaveText([
    MESSAGES.adminNav.dashboard,
    MESSAGES.adminNav.content,
    MESSAGES.adminNav.businessDetails,
    MESSAGES.adminNav.inquiries,
    MESSAGES.adminNav.settings,
    MESSAGES.adminNav.serviceArea,
    MESSAGES.adminNav.siteHealth,
  ]);
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.adminNav.notFoundHeading }),
  ).toBeVisible();
  await visitEveryAdminPage(page, ADMIN_PAGES);
  await expect(fallbacks(page)).toHaveCount(0);
  expect(await stillNoReload(page)).toBe(true);

  expect(log.unexpected()).toEqual([]);
});

/**
 * Deploys an inquiries build whose chunks are gone, then rolls back by config while the tab stays open: the section
 * shows the fallback (after one automatic retry), Retry loads the build the config names now, and no reload happens.
 */
async function expectRollbackRecovers(page: Page): Promise<void> {
  const log = watchConsole(page);
  const gone = cdn.manifestUrl('gone-chunks');
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  let deployed: Record<string, string> = { mf_admin_inquiries: gone };
  await routeConfig(page, () => deployed);
  await signInAsStaff(page);
  await markNoReload(page);

  const inquiries = INQUIRIES_PAGE;
  await openFromSidebar(page, inquiries);
  // It tried once more on its own (same config), then offers Retry.
  await expectRemoteFallback(page, inquiries.remoteId);

  deployed = {};
  await remoteSection(page, inquiries.remoteId).getByRole('button', { name: 'Retry' }).click();
  await expectRemoteRendered(page, inquiries.remoteId);
  await expect(
    remoteSection(page, inquiries.remoteId).getByRole('heading', {
      level: 1,
      name: MESSAGES.adminNav.inquiries,
    }),
  ).toBeVisible();
  await visitEveryAdminPage(page, ADMIN_PAGES);
  expect(await stillNoReload(page)).toBe(true);

  // Only the missing chunks of the gone build (404), and the shell's report of them.
  const goneFolder = gone.slice(0, gone.lastIndexOf('/') + 1);
  expect(notFound.length).toBeGreaterThan(0);
  expect(notFound.filter((url) => !url.startsWith(goneFolder))).toEqual([]);
  const chunkError = new RegExp(
    `^\\[shell\\] remote module "mf_admin_inquiries/Inquiries" failed to load ChunkLoadError: Loading chunk \\S+ failed\\.\\n` +
      `\\(error: ${goneFolder.replace(/[.:/]/g, '\\$&')}`,
  );
  expect(
    log.unexpected(
      /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
      chunkError,
    ),
  ).toEqual([]);
}

test('case 4, rollback by config: a build whose chunks are gone shows the fallback; pointing back and Retry recover without a reload', async ({
  page,
}) => {
  await expectRollbackRecovers(page);
});

test("case 5, the remotes as deployed against a new shell: a name dropped from its antd subset is taken from the remote's own antd, and web-kit 1.4.0 serves remotes built with 1.3.0", async ({
  page,
  request,
}) => {
  const log = watchConsole(page);
  const newShellScripts = new Set(readdirSync(newShellDist).filter((file) => file.endsWith('.js')));
  for (const file of readdirSync(currentDist('shell'))) newShellScripts.delete(file);
  const served: string[] = [];
  page.on('response', (response) => served.push(new URL(response.url()).pathname.slice(1)));
  await newShell.serveSiteFrom(page);
  await routeConfig(page, () => ({}));
  const quote = quoteFor(unique());
  await (await staffApi(request)).submitQuote(quote);

  await signInAsStaff(page);
  expect(served.filter((file) => newShellScripts.has(file))).not.toEqual([]);
  // The dashboard shows a Descriptions (the signed-in account) from the first page on.
  await visitEveryAdminPage(page, ADMIN_PAGES);
  await expectDialogWorksInBrand(page, await openDetailsOf(page, quote));

  expect(log.infos).toContainEqual(
    expect.stringMatching(
      /^\[mf_admin_inquiries\] uses its own antd\b.*the shell's lacks: .*\bDescriptions\b/,
    ),
  );
  // web-kit 1.4.0 satisfies every remote's ^1.3.0: one copy, no warning about it.
  expect(log.unexpected()).toEqual([]);
});

test('case 6, rollback by config under a new shell: pointing back and Retry recover without a reload', async ({
  page,
}) => {
  await newShell.serveSiteFrom(page);
  await expectRollbackRecovers(page);
});
