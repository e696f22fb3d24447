import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { signInAsStaff } from './auth';

/** The two screens every back-office journey runs on (the issues' quality bars). */
export const ADMIN_VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Signs in and opens an admin page from the sidebar, the way staff do on that screen (hidden sidebar on a phone). */
export async function openAdminPage(page: Page, phone: boolean, link: string, path: string): Promise<void> {
  await signInAsStaff(page);
  if (phone) await page.getByRole('button', { name: MESSAGES.adminNav.expand }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Website Content on the given tab: its panel, once the tab's own first control is visible. */
export async function openContentTab(
  page: Page,
  phone: boolean,
  tab: 'Home Page' | 'Gallery',
  ready: (panel: Locator) => Locator,
): Promise<Locator> {
  await openAdminPage(page, phone, 'Content', '/admin/content');
  if (tab !== 'Home Page') await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(ready(panel)).toBeVisible();
  return panel;
}
