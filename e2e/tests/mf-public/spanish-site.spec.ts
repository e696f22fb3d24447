import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, MESSAGES_ES, pathInLocale } from 'shared-contracts';
import { SITE_URL } from '../../site-url';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { expectAppStarted, expectRemoteRendered } from '../support/stack';
import { EVERY_PUBLIC_PAGE, SPANISH_NAV_ITEMS } from '../support/site-pages';

/**
 * The public site in Spanish (issue 30), at a phone's and a laptop's size: the /es routes, the EN | ES switch that
 * keeps the visitor on the same page, the quote form in Spanish end to end, and each route's language, alternates
 * and canonical URL as sent and as the app leaves them.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const es = MESSAGES_ES;

/** The EN | ES links; on a phone they are in the side menu, opened first. */
async function switchTo(page: Page, phone: boolean, language: 'EN' | 'ES', menuLabel: string) {
  if (phone) await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('link', { name: new RegExp(`^${language} – `) }).click();
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';

  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/es is in Spanish; the switch goes to the same page in English and back', async ({ page }) => {
      await page.goto('/es/services');
      await expectRemoteRendered(page, 'mf_public/ServicesEs');
      await expectAppStarted(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('link', { name: es.publicSite.getAQuote })).toHaveAttribute(
        'href',
        '/es/contact',
      );
      await expect(page.getByRole('heading', { name: es.serviceCards.brick.title })).toBeVisible();

      await switchTo(page, phone, 'EN', es.frameLabels.openMenu);
      await expect(page).toHaveURL((url) => url.pathname === '/services');
      await expectRemoteRendered(page, 'mf_public/Services');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: MESSAGES.publicSite.getAQuote })).toBeVisible();

      await switchTo(page, phone, 'ES', MESSAGES.frameLabels.openMenu);
      await expect(page).toHaveURL((url) => url.pathname === '/es/services');
      await expect(page.getByRole('heading', { name: es.serviceCards.brick.title })).toBeVisible();
      // Remembered: a later visit of an English page offers nothing, even to a Spanish browser.
      expect(await page.evaluate(() => localStorage.getItem('site-language'))).toBe('es');
    });

    test('a quote in Spanish: Spanish messages for invalid fields, then the Spanish success toast', async ({
      page,
      request,
    }) => {
      await page.goto('/es/contact');
      await expectRemoteRendered(page, 'mf_public/ContactEs');
      const submit = page.getByRole('button', { name: es.publicSite.submitQuote });
      await submit.click();
      for (const message of [
        es.quote.name,
        es.quote.email,
        es.quote.phone,
        es.quote.zipCode,
        es.quote.message,
      ])
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByText(MESSAGES.quote.name, { exact: true })).toHaveCount(0);

      const tag = unique();
      const email = `visitante-${tag}@example.com`;
      const labels = es.publicSite.quoteLabels;
      await page.getByLabel(labels.name, { exact: true }).fill(`María Visitante ${tag}`);
      await page.getByLabel(labels.email, { exact: true }).fill(email);
      await page.getByLabel(labels.phone, { exact: true }).fill('2105550123');
      await page.getByLabel(labels.zipCode, { exact: true }).fill('78209');
      await page.getByLabel(labels.projectType, { exact: true }).fill('Barda de ladrillo');
      await page
        .getByLabel(labels.message, { exact: true })
        .fill('Quiero cambiar la barda de ladrillo del patio.');
      await submit.click();
      await expect(page.getByText(es.quote.successTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(es.quote.successDescription, { exact: true })).toBeVisible();

      const api = await apiBaseUrl(request);
      const token = await staffIdToken(request);
      const inbox = await request.get(`${api}/api/admin/inquiries?search=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const stored = JSON.stringify(await inbox.json());
      expect(stored).toContain(email);
      // The form's language reached the API (its confirmation e-mail is written in it).
      expect(stored).toContain('"language":"es"');
    });
  });
}

test('every route is sent with its language, canonical URL and alternates both ways, and keeps them live', async ({
  page,
  request,
}) => {
  for (const { path } of EVERY_PUBLIC_PAGE) {
    const english = new URL(pathInLocale(path, 'en'), SITE_URL).href;
    const spanish = new URL(pathInLocale(path, 'es'), SITE_URL).href;
    const expected = [
      `<link rel="canonical" href="${new URL(path, SITE_URL).href}">`,
      `<link rel="alternate" hreflang="en" href="${english}">`,
      `<link rel="alternate" hreflang="es" href="${spanish}">`,
      `<link rel="alternate" hreflang="x-default" href="${english}">`,
    ];
    const html = await (await request.get(path)).text();
    const lang = path.startsWith('/es') ? 'es' : 'en';
    expect(html, path).toContain(`<html lang="${lang}"`);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of expected) expect(head, path).toContain(tag);

    await page.goto(path);
    await expectAppStarted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, SITE_URL).href);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', spanish);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', english);
  }
});

test.describe('without running a script', () => {
  test.use({ javaScriptEnabled: false });

  test('each Spanish route arrives drawn in Spanish by the server, with the Spanish menu', async ({ page }) => {
    for (const { href } of SPANISH_NAV_ITEMS) {
      await page.goto(href);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const heading = page.locator('[data-remote-id^="mf_public/"]').getByRole('heading', { level: 1 });
      await expect(heading, href).toBeVisible();
      const menu = page.locator(`nav[aria-label="${es.frameLabels.mainNav}"] li > a`);
      await expect(menu).toHaveText(SPANISH_NAV_ITEMS.map((item) => item.label));
      await expect(page.getByRole('contentinfo')).toContainText(es.frameLabels.hoursHeading);
    }
  });
});

test.describe('a first visit from a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets an offer to switch, never a redirect, and the offer takes it to the same page in Spanish', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await expectAppStarted(page);
    await expect(page).toHaveURL((url) => url.pathname === '/gallery');
    await page.getByRole('button', { name: es.frameLabels.languageOfferAccept }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/es/gallery');
    await expect(page.getByRole('heading', { level: 1, name: es.publicSite.galleryHeading })).toBeVisible();
    await page.goto('/');
    await expectAppStarted(page);
    await expect(page.getByRole('button', { name: es.frameLabels.languageOfferAccept })).toHaveCount(0);
  });
});

test('an unknown Spanish path is the 404 page in Spanish', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: es.frame.notFoundHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: es.frameLabels.notFoundHomeLink })).toHaveAttribute(
    'href',
    '/es',
  );
});
