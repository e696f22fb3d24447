import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { signInAsStaff } from '../support/auth';
import { AUDIT_SIZES, expectNoSeriousViolations, expectSettled } from '../support/axe';
import { dialogTitled, quoteFor, searchBox, staffApi, unique } from '../support/inquiries';

/**
 * The back office passes axe-core (serious and critical rules) on a laptop and on a phone (issue 33): every page the
 * admin sidebar lists, the dialogs (inquiry details, delete confirmation, edit ZIP, leave-page prompt) and the
 * loading, error, empty and offline states. One signed-in page per test visits the screens in turn.
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

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Opens the sidebar on a phone (hidden there by default) and follows one of its links. */
async function followSidebarLink(page: Page, name: string): Promise<void> {
  const expand = page.getByRole('button', { name: MESSAGES.adminNav.expand });
  if (await expand.isVisible()) await expand.click();
  await page.locator('#admin-sidebar').getByRole('link', { name, exact: true }).click();
}

/** The admin's own API calls (not the sign-in): what the state tests hold back, fail or answer empty. */
const ADMIN_API = /\/api\/(admin|content|gallery)(\/|\?|$)/;

for (const size of AUDIT_SIZES) {
  test.describe(`back office on a ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every page the sidebar lists and the dialogs have no serious or critical axe violation', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const quote = quoteFor(unique());
      await staffApi(request).then((api) => api.submitQuote(quote));
      await signInAsStaff(page);

      for (const path of await sidebarPages(page)) {
        await openPage(page, path);
        await expectSettled(page);
        await expectNoSeriousViolations(page, path);
      }

      await openPage(page, '/admin/inquiries');
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

      await openPage(page, '/admin/service-area');
      await page
        .getByRole('button', { name: /^Edit \d{5}$/ })
        .first()
        .click();
      const editZip = dialogTitled(page, 'Edit ZIP Code');
      await expect(editZip.getByLabel('Neighborhood')).toBeVisible();
      await expectNoSeriousViolations(page, 'edit ZIP dialog');
      await editZip.getByRole('button', { name: 'Cancel' }).click();
      await expect(editZip).toBeHidden();

      await openPage(page, '/admin/content');
      await page.getByLabel('Page Title').fill(`Unsaved title ${unique()}`);
      await followSidebarLink(page, 'Dashboard');
      const leave = dialogTitled(page, MESSAGES.unsavedChanges.leaveTitle);
      await expect(leave).toBeVisible();
      await expectNoSeriousViolations(page, 'leave-page prompt');
      await leave.getByRole('button', { name: MESSAGES.unsavedChanges.stay }).click();
      await expect(leave).toBeHidden();
    });

    test('loading and error states have no serious or critical axe violation', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsStaff(page);
      const pages = await sidebarPages(page);

      // Loading: the admin's reads never answer.
      await page.route(ADMIN_API, () => undefined);
      for (const path of pages) {
        await openPage(page, path);
        await expectNoSeriousViolations(page, `${path} loading`);
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // Error: every read fails.
      await page.route(ADMIN_API, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      for (const path of pages) {
        await openPage(page, path);
        await expectSettled(page);
        await expectNoSeriousViolations(page, `${path} error`);
      }
    });

    test('empty and offline states have no serious or critical axe violation', async ({ page, context }) => {
      test.setTimeout(90_000);
      await signInAsStaff(page);
      const pages = await sidebarPages(page);

      // Empty: no inquiry matches, no ZIP code, no gallery item.
      await openPage(page, '/admin/inquiries');
      await searchBox(page).fill(`no-such-inquiry-${unique()}`);
      await expect(page.getByText(MESSAGES.inquiry.empty).first()).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/inquiries empty');
      await page.route(/\/api\/(admin\/service-area|gallery)(\?|$)/, (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
      );
      await openPage(page, '/admin/service-area');
      await expectSettled(page);
      await expectNoSeriousViolations(page, '/admin/service-area empty');
      await openPage(page, '/admin/content');
      await page.getByRole('tab', { name: 'Gallery' }).click();
      await expect(page.getByText(MESSAGES.gallery.empty)).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/content gallery empty');
      await page.unrouteAll();

      // Offline: the connection drops on each page (banners and disabled saves appear where the page has them).
      for (const path of pages) {
        await openPage(page, path);
        await expectSettled(page);
        await context.setOffline(true);
        await page.waitForFunction(() => !navigator.onLine);
        await expectNoSeriousViolations(page, `${path} offline`);
        await context.setOffline(false);
      }
      await openPage(page, '/admin/content');
      await context.setOffline(true);
      await expect(page.getByText(MESSAGES.content.offlineBannerTitle).first()).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/content offline banner');
    });
  });
}
