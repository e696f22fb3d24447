import { expect, test } from '@playwright/test';
import { openAdminPage } from '../support/admin';
import { expectRemoteRendered } from '../support/stack';
import { ADMIN_PAGES, pageModuleId } from '../support/site-pages';

/**
 * Issue 32: every admin page is usable at 390 px without scrolling the page sideways (a wide table scrolls inside
 * its own box, phones get cards). Each page the remotes declare, opened from the sidebar as staff do on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const adminPage of ADMIN_PAGES) {
  test(`${adminPage.path} fits a 390 px phone: no sideways page scroll`, async ({ page }) => {
    await openAdminPage(page, true, adminPage.label, adminPage.path);
    await expectRemoteRendered(page, pageModuleId(adminPage));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${adminPage.path} is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
  });
}
