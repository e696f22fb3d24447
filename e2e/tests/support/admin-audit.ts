import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { MESSAGES, type RemoteName } from 'shared-contracts';
import { expectNoSeriousViolations, expectSettled } from './axe';
import { ADMIN_PAGES } from './site-pages';

/**
 * The back office's accessibility audit (issue 33), one remote's pages at a time (issue 42: each remote's journeys
 * audit its own pages, so a remote's check audits what it changes). One signed-in page per test goes from page to
 * page through the sidebar, as staff do (no reload); the loading, error and empty states come from routing the
 * admin's API: a page visited for the first time fetches afresh, so it shows what the routed API makes of it.
 */

/** The admin pages `remote` declares, as the sidebar links to them (a page a remote adds is audited too). */
export async function sidebarPagesOf(page: Page, remote: RemoteName): Promise<string[]> {
  const declared = ADMIN_PAGES.filter((adminPage) => adminPage.remote === remote).map(
    (adminPage) => adminPage.path,
  );
  expect(declared.length, `${remote} declares no admin page`).toBeGreaterThan(0);
  const hrefs = await page
    .locator('#admin-sidebar a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(expect.arrayContaining(declared));
  return declared;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Opens the sidebar on a phone (hidden there by default) and clicks its link to `path`. */
export async function clickSidebarLink(page: Page, path: string): Promise<void> {
  const expand = page.getByRole('button', { name: MESSAGES.adminNav.expand });
  if (await expand.isVisible()) await expand.click();
  await page.locator(`#admin-sidebar a[href="${path}"]`).click();
}

/** Goes to `path` through the sidebar (client-side) and waits for its heading (not the previous page's). */
export async function goTo(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    const before = await heading(page).textContent();
    await clickSidebarLink(page, path);
    await page.waitForURL((url) => url.pathname === path);
    if (before) await expect(heading(page)).not.toHaveText(before);
  }
  await expect(heading(page)).toBeVisible();
}

export async function setOnline(page: Page, context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
  await page.waitForFunction((expected) => navigator.onLine === expected, online);
}

/** Each of `paths`, online (then `onPage`'s dialogs) and offline, audited. */
export async function auditPagesOnlineAndOffline(
  page: Page,
  context: BrowserContext,
  paths: string[],
  onPage: (path: string) => Promise<void> = async () => undefined,
): Promise<void> {
  for (const path of paths) {
    await goTo(page, path);
    await expectSettled(page);
    await expectNoSeriousViolations(page, path);
    await onPage(path);
    // Offline: the connection drops on the page (banners and disabled saves appear where the page has them).
    await setOnline(page, context, false);
    if (path === '/admin/content')
      await expect(page.getByText(MESSAGES.content.offlineBannerTitle).first()).toBeVisible();
    await expectNoSeriousViolations(page, `${path} offline`);
    await setOnline(page, context, true);
  }
}

/** The admin's own API calls (not the sign-in): what the state audits hold back, fail or answer empty. */
const ADMIN_API = /\/api\/(admin|content|gallery)(\/|\?|$)/;
/** The lists the empty states are drawn from: the ZIP list and the gallery. */
const EMPTY_LISTS = /\/api\/(admin\/service-area|gallery)(\?|$)/;

/**
 * Routes the admin's API for the state audits: `hold` keeps its answers back (loading), `fail` answers 500 to the
 * held ones and every later one (error), `empty` answers the ZIP list and the gallery with no entry.
 */
export async function routeAdminStates(page: Page) {
  let mode: 'hold' | 'fail' | 'empty' = 'hold';
  const held: Route[] = [];
  await page.route(ADMIN_API, (route) => {
    if (mode === 'hold') held.push(route);
    else if (mode === 'fail') return route.fulfill({ status: 500, body: 'Internal Server Error' });
    else if (route.request().method() === 'GET' && EMPTY_LISTS.test(route.request().url()))
      return route.fulfill({ json: [] });
    else return route.fallback();
  });
  return {
    hold: () => (mode = 'hold'),
    empty: () => (mode = 'empty'),
    async failHeld(): Promise<void> {
      mode = 'fail';
      for (const route of held.splice(0))
        await route.fulfill({ status: 500, body: 'Internal Server Error' }).catch(() => undefined);
    },
  };
}

/** Each of `paths` loading, then failed, audited (its reads held, then answered 500). */
export async function auditLoadingAndError(
  page: Page,
  states: Awaited<ReturnType<typeof routeAdminStates>>,
  paths: string[],
): Promise<void> {
  for (const path of paths) {
    states.hold();
    await goTo(page, path);
    await expectNoSeriousViolations(page, `${path} loading`);
    await states.failHeld();
    await expectSettled(page);
    await expectNoSeriousViolations(page, `${path} error`);
  }
}
