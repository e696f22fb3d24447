import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, SERVICE_CARDS } from 'shared-contracts';
import { expectRemoteRendered } from '../support/stack';

/**
 * Issue 28, offline from the first second: a visitor who loses the connection right after the first view was painted
 * (no service worker yet: journeys run without one, as a first visit does) still opens the other public pages, in
 * fallback mode; and when the connection returns, the banner and the badge go without a reload.
 */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('offline 300 ms after the first paint of /, Services opens with its offline defaults', async ({
  page,
  context,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // The scenario itself: the connection drops 300 ms after the page first showed.
  await page.waitForTimeout(300);
  await context.setOffline(true);
  try {
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).click();
    await expectRemoteRendered(page, 'mf_public/Services');
    await expect(page.getByText(MESSAGES.frame.fallbackBanner)).toBeVisible();
    for (const card of SERVICE_CARDS)
      await expect(page.getByRole('heading', { level: 2, name: card.title })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('back online, the fallback banner and the badge go within 2 s, on the page opened offline too', async ({
  page,
  context,
}) => {
  await page.goto('/services');
  await expectRemoteRendered(page, 'mf_public/Services');
  const banner = page.getByText(MESSAGES.frame.fallbackBanner);
  const badge = page.getByTestId('connection-badge');

  await context.setOffline(true);
  await expect(badge).toHaveText(MESSAGES.frame.offlineBadge);
  await expect(banner).toBeVisible();
  // A page first opened offline: its reads fail, so it shows the built-in content in fallback mode.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expectRemoteRendered(page, 'mf_public/Contact');
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0, { timeout: 2_000 });
  await expect(badge).toHaveCount(0, { timeout: 2_000 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services', exact: true })
    .click();
  await expectRemoteRendered(page, 'mf_public/Services');
  await expect(banner).toHaveCount(0);
});
