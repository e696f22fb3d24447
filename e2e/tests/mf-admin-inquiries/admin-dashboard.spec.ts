import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, openBackOffice, test } from '../support/staff';
import { API_PATHS, MESSAGES, type DashboardFigures } from 'shared-contracts';
import { PHONE } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { quoteFor, unique } from '../support/inquiries';

/**
 * The lead desk (issue 32) at a phone's size: with leads just received and a visit of /contact, the dashboard shows
 * what the API counts (this week, waiting in New, the funnel, the trend), the chart draws, and the page never scrolls
 * sideways. The laptop's size: admin-laptop.spec.ts (the chart and no sideways scroll; the figures are the same).
 */
const t = MESSAGES.dashboard;

async function figures(request: APIRequestContext): Promise<DashboardFigures> {
  const api = await apiBaseUrl(request);
  const token = await staffIdToken(request);
  const res = await request.get(`${api}${API_PATHS.adminDashboard()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as DashboardFigures;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.use({ viewport: PHONE });

test('on a phone, the dashboard shows the leads and the funnel the API counts', async ({ page, request }) => {
  const api = await apiBaseUrl(request);
  const before = await figures(request);
  for (const tag of [unique(), unique()]) {
    const res = await request.post(`${api}${API_PATHS.quote()}`, { data: quoteFor(tag) });
    expect(res.ok()).toBeTruthy();
  }
  await page.goto('/contact');
  await expect.poll(async () => (await figures(request)).funnel.visits).toBeGreaterThan(before.funnel.visits);
  const after = await figures(request);
  expect(after.thisWeek.total).toBeGreaterThanOrEqual(before.thisWeek.total + 2);
  expect(after.waiting.count).toBeGreaterThanOrEqual(before.waiting.count + 2);

  await openBackOffice(page);
  // Other journeys add leads meanwhile: the page must show what the API counts at that moment.
  await expect(async () => {
    await page.reload();
    const now = await figures(request);
    await expect(region(page, t.thisWeek).locator('.dashboard-card__value')).toHaveText(
      String(now.thisWeek.total),
    );
    await expect(page.getByRole('region', { name: t.waitingTitle })).toContainText(`(${now.waiting.count})`);
    await expect(region(page, t.funnelTitle)).toContainText(String(now.funnel.visits));
    const rows = region(page, t.trendTitle).getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(13);
    await expect(rows.last()).toHaveText(`${now.trend.at(-1)!.weekStart}${now.trend.at(-1)!.count}`);
  }).toPass({ timeout: 30_000 });

  // The chart drew a bar per week.
  await expect(region(page, t.trendTitle).locator('.lead-desk__chart-bar')).toHaveCount(12);
  await expect(region(page, t.trendTitle).locator('.lead-desk__chart')).toBeVisible();
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls, 'no sideways scroll at 390 px').toBe(false);
});
