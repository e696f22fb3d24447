import { type BrowserContext, type Page, type Route } from '@playwright/test';
import { expect, openBackOffice, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';

import { AUDIT_SIZES, expectNoSeriousViolations, expectSettled } from '../support/axe';
import { dialogTitled, quoteFor, searchBox, staffApi, unique } from '../support/inquiries';

/**
 * The back office passes axe-core (serious and critical rules) on a laptop and on a phone (issue 33): every page the
 * admin sidebar lists, online and offline, the dialogs (inquiry details, delete confirmation, edit ZIP, leave-page
 * prompt), and the loading, error and empty states. One signed-in page per test goes from page to page through the
 * sidebar, as staff do (no reload), and the states come from routing the admin's API: a page visited for the first
 * time fetches afresh, so it shows what the routed API makes of it.
 */

/** Every admin page the sidebar links to (read from the sidebar, so a page a remote adds is audited too). */
async function sidebarPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#admin-sidebar a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/admin', '/admin/content', '/admin/inquiries', '/admin/settings']),
  );
  return hrefs;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Opens the sidebar on a phone (hidden there by default) and clicks its link to `path`. */
async function clickSidebarLink(page: Page, path: string): Promise<void> {
  const expand = page.getByRole('button', { name: MESSAGES.adminNav.expand });
  if (await expand.isVisible()) await expand.click();
  await page.locator(`#admin-sidebar a[href="${path}"]`).click();
}

/** Goes to `path` through the sidebar (client-side) and waits for its heading (not the previous page's). */
async function goTo(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    const before = await heading(page).textContent();
    await clickSidebarLink(page, path);
    await page.waitForURL((url) => url.pathname === path);
    if (before) await expect(heading(page)).not.toHaveText(before);
  }
  await expect(heading(page)).toBeVisible();
}

async function setOnline(page: Page, context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
  await page.waitForFunction((expected) => navigator.onLine === expected, online);
}

/** The admin's own API calls (not the sign-in): what the state tests hold back, fail or answer empty. */
const ADMIN_API = /\/api\/(admin|content|gallery)(\/|\?|$)/;
/** The lists the empty states are drawn from: the ZIP list and the gallery. */
const EMPTY_LISTS = /\/api\/(admin\/service-area|gallery)(\?|$)/;

for (const size of AUDIT_SIZES) {
  test.describe(`back office on a ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every page the sidebar lists, online and offline, and the dialogs have no serious or critical axe violation', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(60_000);
      const quote = quoteFor(unique());
      await staffApi(request).then((api) => api.submitQuote(quote));

      await openBackOffice(page);

      for (const path of await sidebarPages(page)) {
        await goTo(page, path);
        await expectSettled(page);
        await expectNoSeriousViolations(page, path);

        if (path === '/admin/inquiries') {
          await searchBox(page).fill(quote.email);
          await page.getByRole('button', { name: `View details of the inquiry from ${quote.name}` }).click();
          const details = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
          await expect(details.getByText(quote.message)).toBeVisible();
          await expectNoSeriousViolations(page, 'inquiry details dialog');
          await details.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
          await expect(details).toBeHidden();

          await page.getByRole('button', { name: `Delete the inquiry from ${quote.name}` }).click();
          const confirm = dialogTitled(page, MESSAGES.inquiry.deleteConfirmTitle);
          await expect(confirm).toBeVisible();
          await expectNoSeriousViolations(page, 'delete confirmation');
          await confirm.getByRole('button', { name: 'Cancel' }).click();
          await expect(confirm).toBeHidden();
        }

        if (path === '/admin/service-area') {
          await page
            .getByRole('button', { name: /^Edit \d{5}$/ })
            .first()
            .click();
          const editZip = dialogTitled(page, 'Edit ZIP Code');
          await expect(editZip.getByLabel('Neighborhood')).toBeVisible();
          await expectNoSeriousViolations(page, 'edit ZIP dialog');
          await editZip.getByRole('button', { name: 'Cancel' }).click();
          await expect(editZip).toBeHidden();
        }

        // Offline: the connection drops on the page (banners and disabled saves appear where the page has them).
        await setOnline(page, context, false);
        if (path === '/admin/content')
          await expect(page.getByText(MESSAGES.content.offlineBannerTitle).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${path} offline`);
        await setOnline(page, context, true);
      }

      // Leaving the content editor with a change asks first.
      await goTo(page, '/admin/content');
      await expectSettled(page);
      await page.getByLabel('Page Title').fill(`Unsaved title ${unique()}`);
      await clickSidebarLink(page, '/admin');
      const leave = dialogTitled(page, MESSAGES.unsavedChanges.leaveTitle);
      await expect(leave).toBeVisible();
      await expectNoSeriousViolations(page, 'leave-page prompt');
      await leave.getByRole('button', { name: MESSAGES.unsavedChanges.stay }).click();
      await expect(leave).toBeHidden();
    });

    test('loading, error and empty states have no serious or critical axe violation', async ({ page }) => {
      test.setTimeout(60_000);
      // Loading: the admin's reads are held back; error: the held ones and every later one fail; empty: the ZIP list
      // and the gallery answer no entry, the rest goes to the API.
      let mode: 'hold' | 'fail' | 'empty' = 'hold';
      const held: Route[] = [];
      await page.route(ADMIN_API, (route) => {
        if (mode === 'hold') held.push(route);
        else if (mode === 'fail') return route.fulfill({ status: 500, body: 'Internal Server Error' });
        else if (route.request().method() === 'GET' && EMPTY_LISTS.test(route.request().url()))
          return route.fulfill({ json: [] });
        else return route.fallback();
      });
      const failHeld = async () => {
        mode = 'fail';
        for (const route of held.splice(0))
          await route.fulfill({ status: 500, body: 'Internal Server Error' }).catch(() => undefined);
      };

      // The dashboard the sign-in lands on is the first page seen loading; each other page is new to the session.
      await openBackOffice(page);
      const pages = await sidebarPages(page);
      for (const path of pages) {
        mode = 'hold';
        await goTo(page, path);
        await expectNoSeriousViolations(page, `${path} loading`);
        await failHeld();
        await expectSettled(page);
        await expectNoSeriousViolations(page, `${path} error`);
      }

      // Empty: no inquiry matches, no ZIP code, no gallery item (the pages read again: their last read failed).
      mode = 'empty';
      await goTo(page, '/admin/inquiries');
      await expectSettled(page);
      await searchBox(page).fill(`no-such-inquiry-${unique()}`);
      await expect(page.getByText(MESSAGES.inquiry.empty).first()).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/inquiries empty');
      await goTo(page, '/admin/service-area');
      await expectSettled(page);
      await expectNoSeriousViolations(page, '/admin/service-area empty');
      await goTo(page, '/admin/content');
      await page.getByRole('tab', { name: 'Gallery' }).click();
      await expect(page.getByText(MESSAGES.gallery.empty)).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/content gallery empty');
    });
  });
}
