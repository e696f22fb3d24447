import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { apiBaseUrl, signInAsStaff, staffIdToken } from '../support/auth';

/**
 * Settings (General, Notifications, Security; issues 16 and 32) through the composed shell as staff, against the
 * real API and the Auth emulator.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('settings', () => {
  test('General and Notifications save and reload', async ({ page, request }) => {
    const api = await apiBaseUrl(request);
    const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
    const original = await (await request.get(`${api}/api/admin/settings/general`, { headers })).json();
    // A member of its own: the seeded member's e-mail switch decides the new-quote e-mails other journeys wait for.
    await signInAsStaff(page, await createStaffAccount(request));
    await page.goto('/admin/settings');
    const siteName = page.getByLabel(MESSAGES.settings.siteNameLabel);
    await expect(siteName).toHaveValue(original.siteName);
    const renamed = `Alamo Masonry ${unique()}`;
    // Issue 32: the business's time zone, a searchable list of IANA zones.
    const zone = page.getByRole('combobox', { name: MESSAGES.settings.timeZoneLabel });
    const zoneShown = (name: string) => page.locator('.ant-select-content', { hasText: name });
    await expect(zoneShown(original.timeZone)).toBeVisible();
    const otherZone = original.timeZone === 'America/Denver' ? 'America/Phoenix' : 'America/Denver';
    try {
      await siteName.fill(renamed);
      await zone.click();
      await zone.fill(otherZone.split('/')[1]!);
      await page.getByTitle(otherZone).click();
      await page.getByRole('button', { name: MESSAGES.content.saveChanges }).click();
      await expect(page.getByText(MESSAGES.settings.generalSaved, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(MESSAGES.settings.siteNameLabel)).toHaveValue(renamed);
      await expect(page.getByLabel(MESSAGES.settings.adminEmailLabel)).toHaveValue(original.adminEmail);
      await expect(zoneShown(otherZone)).toBeVisible();
      // On a phone the field fits the page (no sideways scroll).
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await expect(zone).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    } finally {
      await request.put(`${api}/api/admin/settings/general`, { headers, data: original });
    }

    // A new member starts with both switches on.
    const emailSwitch = () => page.getByRole('switch', { name: MESSAGES.settings.emailNotifications });
    const openTab = async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Notifications' }).click();
    };
    await openTab();
    await expect(emailSwitch()).toBeChecked();
    await emailSwitch().click();
    await expect(page.getByText(MESSAGES.settings.notificationsSaved, { exact: true })).toBeVisible();
    await openTab();
    await expect(emailSwitch()).not.toBeChecked();
    await expect(page.getByRole('switch', { name: MESSAGES.settings.browserNotifications })).toBeChecked();
  });

  test('Security changes the password; the old one stops working', async ({ page, request }) => {
    const account = await createStaffAccount(request);
    await signInAsStaff(page, account);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const current = page.getByLabel(MESSAGES.settings.currentPassword);
    const next = page.getByLabel(MESSAGES.settings.newPassword);
    const confirm = page.getByLabel(MESSAGES.settings.confirmPassword);
    const update = page.getByRole('button', { name: MESSAGES.settings.updatePassword });

    await current.fill('Not-The-Password-1');
    await next.fill('Brand-New-Pass-1');
    await confirm.fill('Brand-New-Pass-1');
    await update.click();
    await expect(page.getByText(MESSAGES.settings.wrongCurrentPassword)).toBeVisible();

    await current.fill(account.password);
    await confirm.fill('Brand-New-Pass-2');
    await update.click();
    await expect(page.getByText(MESSAGES.settings.passwordMismatch)).toBeVisible();

    await next.fill('abc');
    await confirm.fill('abc');
    await update.click();
    await expect(page.getByText(MESSAGES.settings.weakPassword)).toBeVisible();

    await next.fill('Brand-New-Pass-1');
    await confirm.fill('Brand-New-Pass-1');
    await update.click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.settings.passwordUpdated })).toBeVisible();

    expect(await passwordWorks(request, account.email, account.password)).toBe(false);
    expect(await passwordWorks(request, account.email, 'Brand-New-Pass-1')).toBe(true);
  });
});

const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || '9099'}`;
const PROJECT = process.env.FIREBASE_PROJECT_ID || 'demo-masonry';

/** A staff account of its own: the seeded login is shared by every other journey. */
async function createStaffAccount(request: APIRequestContext) {
  const account = { email: `password-${unique()}@alamomasonry.com`, password: `Old-Pass-${unique()}` };
  const response = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`, {
    headers: { Authorization: 'Bearer owner' },
    data: { ...account, emailVerified: true },
  });
  expect(response.ok()).toBeTruthy();
  return account;
}

async function passwordWorks(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  const response = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  return response.ok();
}
