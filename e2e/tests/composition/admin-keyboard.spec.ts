import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { STAFF } from '../support/auth';
import { dialogTitled, quoteFor, staffApi, unique } from '../support/inquiries';

/**
 * The staff day by keyboard alone (issue 33): no click, only Tab, typing, Enter, arrows and Escape. After every key
 * the focus is on a visible element of the page, never lost to <body>.
 */

async function expectFocusVisible(page: Page): Promise<void> {
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing (body)';
    return active.checkVisibility() || active.closest('.ant-select')?.checkVisibility()
      ? 'visible'
      : active.outerHTML;
  });
  expect(focused, 'the focused element').toBe('visible');
}

/** Presses Tab (Shift+Tab with `backward`) until `target` has the focus, checking the focus after every press. */
async function tabTo(page: Page, target: Locator, { backward = false, maxPresses = 40 } = {}): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
  }
  await expect(target).toBeFocused();
}

/** Signs in on /admin/login with Tab, typing and Enter, and waits for the dashboard. */
async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(STAFF.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }).and(page.locator('input')));
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.dashboard.heading })).toBeVisible();
}

/** Follows a sidebar link by keyboard (Shift+Tab goes back up from the page's content) and waits for its heading. */
async function openFromSidebar(page: Page, link: string, heading: string, backward = false): Promise<void> {
  await tabTo(page, page.locator('#admin-sidebar').getByRole('link', { name: link, exact: true }), {
    backward,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the staff day by keyboard: sign in, open an inquiry, set its status, add a note, close the dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const quote = quoteFor(unique());
  await staffApi(request).then((api) => api.submitQuote(quote));

  await signInByKeyboard(page);
  await openFromSidebar(page, 'Inquiries', 'Inquiries');
  await tabTo(page, page.getByPlaceholder(MESSAGES.inquiry.searchPlaceholder));
  await page.keyboard.type(quote.email);
  const view = page.getByRole('button', { name: `View details of the inquiry from ${quote.name}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const details = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
  await expect(details.getByText(quote.message)).toBeVisible();
  await expectFocusVisible(page);

  // Status: the dropdown opens with the arrow key; Responded is the option after New.
  await tabTo(page, details.getByRole('combobox', { name: 'Update Status' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(details.locator('.ant-tag')).toHaveText('Responded');
  await expectFocusVisible(page);

  const note = `Called back by keyboard ${unique()}`;
  await tabTo(page, details.getByRole('textbox', { name: MESSAGES.inquiry.noteLabel }));
  await page.keyboard.type(note);
  await tabTo(page, details.getByRole('button', { name: MESSAGES.inquiry.addNote }));
  await page.keyboard.press('Enter');
  await expect(details.getByText(note)).toBeVisible();
  await expectFocusVisible(page);

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();
});

/** A ZIP of no San Antonio neighbourhood: the one the journey adds. */
const KEYBOARD_ZIP = '79903';

/**
 * The journey's two saves are answered in the browser, as the API answers them (the fields trimmed with the next
 * version; the new ZIP list). Page content and the ZIP list are each one shared resource, which the content and
 * service-area journeys, running beside this one, change and check one after another: a real save here would refuse
 * theirs as stale or drop the ZIP they just added. Saving for real is theirs to test; this journey tests the keyboard.
 */
async function answerSavesInBrowser(page: Page): Promise<void> {
  await page.route(/\/api\/content\/home$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const { version, ...fields } = route.request().postDataJSON() as { version: number } & Record<
      string,
      unknown
    >;
    const trimmed = Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]);
    await route.fulfill({ json: { ...Object.fromEntries(trimmed), version: version + 1 } });
  });
  await page.route(/\/api\/admin\/service-area(\/\d{5})?$/, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const body = route.request().postDataJSON() as { zipCodes?: string[]; zipCode?: string };
    const entry = (zip: string) => ({ zip_code: zip, neighborhood: null, region: 'San Antonio' });
    await route.fulfill({
      json: body.zipCodes ? body.zipCodes.map(entry) : { ...entry(body.zipCode!), ...body },
    });
  });
}

test('the staff day by keyboard: edit a page and save, add a ZIP and save, sign out', async ({ page }) => {
  test.setTimeout(60_000);
  await answerSavesInBrowser(page);
  await signInByKeyboard(page);

  await openFromSidebar(page, 'Content', MESSAGES.content.heading);
  const home = page.getByRole('tabpanel', { name: 'Home Page' });
  await tabTo(page, home.getByLabel('Page Title', { exact: true }));
  await page.keyboard.press('End');
  await page.keyboard.type(' by keyboard');
  await tabTo(page, home.getByRole('button', { name: MESSAGES.content.saveChanges }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.content.saveSuccess).first()).toBeVisible();
  await expectFocusVisible(page);

  // Service area: type a ZIP, Add, then Save All Changes (Shift+Tab goes back up to the sidebar).
  await openFromSidebar(page, 'Service Area', MESSAGES.zip.pageTitle, true);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await tabTo(page, page.getByLabel('ZIP Code', { exact: true }));
  await page.keyboard.type(KEYBOARD_ZIP);
  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(MESSAGES.zip.unsavedSummary({ added: 1, removed: 0, edited: 0 })),
  ).toBeVisible();
  await expectFocusVisible(page);
  // The search narrows the table to the new ZIP, so Save All Changes is a few presses away, not a page of rows.
  await tabTo(page, page.getByRole('textbox', { name: 'Search ZIP codes' }));
  await page.keyboard.type(KEYBOARD_ZIP);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: MESSAGES.zip.saveAllChanges }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.zip.saved).first()).toBeVisible();
  await expectFocusVisible(page);

  // Sign out: Logout, at the foot of the sidebar, opens the public home page, where Tab goes on from the top.
  await tabTo(page, page.locator('#admin-sidebar').getByRole('button', { name: MESSAGES.adminNav.logout }), {
    backward: true,
  });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
});
