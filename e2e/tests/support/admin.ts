import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { openBackOffice } from './staff';

/**
 * The two screens of the issues' quality bars. A back-office flow runs once, on the phone (hidden sidebar, cards
 * instead of tables, dialogs that must not scroll sideways); what the laptop adds (the table, the wide grid, the
 * dialogs' audit at that size) has a short journey of its own (issue 42: `*-laptop.spec.ts`).
 */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1366, height: 900 } as const;

/**
 * Opens an admin page from the sidebar, the way staff do on that screen (hidden sidebar on a phone), with the worker's
 * staff session (a journey of support/staff.ts's `test`).
 */
export async function openAdminPage(page: Page, phone: boolean, link: string, path: string): Promise<void> {
  await openBackOffice(page);
  if (phone) await page.getByRole('button', { name: MESSAGES.adminNav.expand }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The toast region antd's notifications are announced in. */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The status toast with `title` (antd's message), as the inquiries' actions confirm. */
export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** The given titles in the order the gallery manager shows them. */
export async function managerOrder(panel: Locator, titles: string[]): Promise<string[]> {
  const shown = await panel
    .getByRole('list', { name: 'Gallery items' })
    .locator('.ant-card-head-title')
    .allTextContents();
  return shown.filter((text) => titles.includes(text));
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

/**
 * Nothing wider than the screen: the page does not scroll sideways, and neither does a `dialog` (antd scrolls an
 * oversized one inside its fixed wrapper, which the page's own width would not show).
 */
export async function expectNoSidewaysScroll(page: Page, dialog?: Locator): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.width);
  if (!dialog) return;
  const box = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const wrap = element.closest('.ant-modal-wrap') ?? element;
    return {
      left: rect.left,
      right: rect.right,
      viewport: window.innerWidth,
      wrapOverflow: wrap.scrollWidth - wrap.clientWidth,
      ownOverflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.viewport);
  expect(box.wrapOverflow).toBeLessThanOrEqual(0);
  expect(box.ownOverflow).toBeLessThanOrEqual(0);
}
