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

/** Presses Tab until `target` has the focus, checking the focus after every press. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
  }
  await expect(target).toBeFocused();
}

test('the staff day by keyboard: sign in, open an inquiry, set its status, add a note, close the dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const quote = quoteFor(unique());
  await staffApi(request).then((api) => api.submitQuote(quote));

  await page.goto('/admin/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(STAFF.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }).and(page.locator('input')));
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.dashboard.heading })).toBeVisible();

  await tabTo(page, page.locator('#admin-sidebar').getByRole('link', { name: 'Inquiries' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
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
