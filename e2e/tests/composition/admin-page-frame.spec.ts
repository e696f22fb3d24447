import { type Page } from '@playwright/test';
import { expect, test } from '../support/staff';
import { openAdminPage } from '../support/admin';
import { expectRemoteRendered } from '../support/stack';
import { ADMIN_PAGES, pageModuleId } from '../support/site-pages';

/**
 * Issue 32, the back office's consistency, on every page the remotes declare (opened from the sidebar as staff do):
 * usable at 390 px without scrolling the page sideways (a wide table scrolls inside its own box, phones get cards),
 * and one page-heading style, the brand's serif at one size, whichever remote draws the page.
 */
async function openPage(page: Page, adminPage: (typeof ADMIN_PAGES)[number], phone: boolean) {
  await openAdminPage(page, phone, adminPage.label, adminPage.path);
  await expectRemoteRendered(page, pageModuleId(adminPage));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return heading;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const adminPage of ADMIN_PAGES) {
    test(`${adminPage.path}: no sideways page scroll`, async ({ page }) => {
      await openPage(page, adminPage, true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${adminPage.path} is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
    });
  }
});

test('every admin page heading has the same font and size, the brand serif', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const looks = new Map<string, string>();
  await openPage(page, ADMIN_PAGES[0]!, false);
  for (const adminPage of ADMIN_PAGES) {
    await page.getByRole('link', { name: adminPage.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === adminPage.path);
    await expectRemoteRendered(page, pageModuleId(adminPage));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const look = await heading.evaluate((h1) => {
      const style = getComputedStyle(h1);
      return `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`;
    });
    looks.set(adminPage.path, look);
  }
  const distinct = new Set(looks.values());
  expect(distinct.size, JSON.stringify(Object.fromEntries(looks))).toBe(1);
  expect([...distinct][0]).toMatch(/Palatino|Iowan|Georgia/);
});
