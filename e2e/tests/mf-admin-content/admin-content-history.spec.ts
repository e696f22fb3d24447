import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';
import { openContentTab, PHONE } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 29, version history, through the composed shell on a phone (a laptop adds nothing but the sidebar, which
 * composition/admin-page-frame.spec.ts follows there): edit the home page twice, open
 * History, compare the first edit with the current page, restore it, and see it on the public page.
 */
const m = MESSAGES.content;
const HOME_FIELDS = ['title', 'subtitle', 'description'] as const;

async function storedHome(request: APIRequestContext) {
  const response = await request.get(`${await apiBaseUrl(request)}/api/content/home`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Record<(typeof HOME_FIELDS)[number], string> & { version: number };
}

test.describe('content version history', () => {
  test.describe.configure({ mode: 'serial' });
  let original: Awaited<ReturnType<typeof storedHome>>;
  holdPageContentLock(async (request) => {
    const { version } = await storedHome(request);
    const fields = Object.fromEntries(HOME_FIELDS.map((field) => [field, original[field]]));
    const response = await request.post(`${await apiBaseUrl(request)}/api/content/home`, {
      headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
      data: { ...fields, version },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  });

  test.beforeAll(async ({ request }) => {
    original = await storedHome(request);
  });

  test.use({ viewport: PHONE });

  test('phone: edit home twice, compare in History, restore the first edit, see it public', async ({
    page,
    request,
  }) => {
    const tag = `phone-${Date.now().toString(36)}`;
    const first = `History first ${tag}`;
    const second = `History second ${tag}`;
    const before = (await storedHome(request)).version;
    const home = await openContentTab(page, true, 'Home Page', (panel) =>
      panel.getByLabel('Page Title', { exact: true }),
    );
    const title = home.getByLabel('Page Title', { exact: true });
    const save = home.getByRole('button', { name: m.saveChanges });

    await title.fill(first);
    await save.click();
    await expect(home.getByText(m.saveSuccess, { exact: true })).toBeVisible();
    await title.fill(second);
    await save.click();
    await expect.poll(async () => (await storedHome(request)).version).toBe(before + 2);

    const historyButton = home.getByRole('button', { name: m.historyButton });
    await historyButton.click();
    const dialog = page.getByRole('dialog', { name: m.historyTitle });
    const versions = dialog.getByRole('list', { name: m.historyTitle }).getByRole('listitem');
    await expect(versions.first()).toContainText(m.versionLabel(before + 2));
    await expect(versions.first()).toContainText(m.currentVersion);
    await expect(versions.nth(1)).toContainText(m.versionLabel(before + 1));

    // Keyboard: Esc closes the dialog and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(historyButton).toBeFocused();
    await historyButton.click();

    await dialog.getByRole('button', { name: m.versionLabel(before + 1) }).click();
    const titleField = dialog.getByRole('region', { name: 'Page Title', exact: true });
    await expect(titleField).toContainText(first);
    await expect(titleField).toContainText(second);
    await expect(titleField.getByText(m.fieldChanged)).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: 'Subtitle', exact: true }).getByText(m.fieldChanged),
    ).toHaveCount(0);
    // The Spanish texts (issue 30) are compared too: this edit left them as they were.
    await expect(dialog.getByRole('region', { name: m.spanishFieldLabel('Page Title') })).toHaveAttribute(
      'data-changed',
      'false',
    );
    // The comparison fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await dialog.getByRole('button', { name: m.restoreVersion }).click();
    await page.getByRole('button', { name: m.restore, exact: true }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(m.restoreSuccess(before + 1)),
    ).toBeVisible();
    await expect(versions.first()).toContainText(m.versionLabel(before + 3));
    await expect(versions.first()).toContainText(m.restoredFrom(before + 1));
    await page.keyboard.press('Escape');
    await expect(title).toHaveValue(first);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  });
});
