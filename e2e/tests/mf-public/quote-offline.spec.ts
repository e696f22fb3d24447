import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, type Inquiry, type RuntimeConfig } from 'shared-contracts';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { expectRemoteRendered, remoteSection } from '../support/stack';

/**
 * Issue 12, the quote form offline: a lazily loaded part that cannot download shows its own fallback inside the page
 * and comes back by itself on reconnect; the quote form never hangs offline (submit disabled with an explanation,
 * nothing queued, nothing sent later by itself, fields kept).
 */

const quoteRegion = (page: Page) => page.getByRole('region', { name: MESSAGES.publicSite.freeQuoteHeading });
const quoteForm = (page: Page) => page.getByRole('form', { name: 'Quote request' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Request Free Quote' });

test.describe('home page offline before the quote form was needed', () => {
  // The first visit, before any service worker could have cached the form's code: the case the fallback exists for.
  test.use({ serviceWorkers: 'block' });

  test('keeps the hero, shows the form slot its own fallback, and shows the form by itself on reconnect', async ({
    page,
    context,
    request,
  }) => {
    // Any route disables Playwright's HTTP cache, so offline nothing of mf-public can come from a prefetch either.
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    const remoteOrigin = new URL(config.remotes.mf_public).origin;
    await page.route(
      (url) => url.origin === remoteOrigin,
      (route) => route.continue(),
    );

    await page.goto('/');
    await expectRemoteRendered(page, 'mf_public/Home');
    // The early form (no code of the form's yet): the form's code is fetched once the visitor is near or uses it.
    const earlyForm = quoteRegion(page).locator('form.mfp-quote__early');
    await expect(earlyForm).toBeVisible();

    await context.setOffline(true);
    await quoteRegion(page).scrollIntoViewIfNeeded();

    await expect(quoteRegion(page).getByRole('status')).toHaveText(MESSAGES.publicSite.quoteFormUnavailable);
    await expect(quoteRegion(page).getByRole('button', { name: MESSAGES.publicSite.retry })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: MESSAGES.publicSite.ourServices })).toBeVisible();
    await expect(remoteSection(page, 'mf_public/Home').getByText('temporarily unavailable')).toHaveCount(0);

    await context.setOffline(false);
    await expect(earlyForm).toHaveCount(0);
    await expect(quoteForm(page)).toBeVisible();
    await expect(quoteRegion(page).getByRole('button', { name: MESSAGES.publicSite.retry })).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
  });
});

test('on /contact offline the submit waits with an explanation, keeps the input and sends once when clicked back online', async ({
  page,
  context,
  request,
}) => {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const quote = {
    Name: `Offline Visitor ${tag}`,
    Email: `offline-${tag}@example.com`,
    Phone: '2105550123',
    'ZIP Code': '78209',
    'Project Type': 'Stone Patio',
    Message: 'A flagstone patio, typed while the signal dropped.',
  };
  const quotePosts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/public')
      quotePosts.push(sent.url());
  });

  await page.goto('/contact');
  await expectRemoteRendered(page, 'mf_public/Contact');
  for (const [label, value] of Object.entries(quote))
    await page.getByLabel(label, { exact: true }).fill(value);

  await context.setOffline(true);
  const note = page.getByRole('status').filter({ hasText: MESSAGES.quote.offline });
  await expect(note).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
  await expect(submitButton(page)).toHaveAccessibleDescription(MESSAGES.quote.offline);
  // Enter in a field must not sneak a submit past the disabled button.
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: MESSAGES.quote.validatingZip })).toHaveCount(0);
  for (const [label, value] of Object.entries(quote))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

  await context.setOffline(false);
  await expect(note).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();
  // Nothing was queued: coming back online sends nothing by itself.
  await page.waitForTimeout(1000);
  expect(quotePosts).toHaveLength(0);
  for (const [label, value] of Object.entries(quote))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

  await submitButton(page).click();
  await expect(page.getByText(MESSAGES.quote.successTitle, { exact: true })).toBeVisible();
  expect(quotePosts).toHaveLength(1);

  const token = await staffIdToken(request);
  const stored = await request.get(`${await apiBaseUrl(request)}/api/admin/inquiries`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const inquiries = (await stored.json()) as Inquiry[];
  expect(inquiries.filter((inquiry) => inquiry.email === quote.Email)).toHaveLength(1);
});
