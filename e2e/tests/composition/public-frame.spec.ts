import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS, businessHoursRows, DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { EVERY_PUBLIC_PAGE, NAV_ITEMS } from '../support/site-pages';
import { expectRemoteRendered } from '../support/stack';

/**
 * The shell's public frame through the composed production build (issue 4): header and menus, footer, connection
 * badge, 404, structured data and the crawler files.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const badge = (page: Page) => page.getByTestId('connection-badge');

/** Contact content the API is made to answer, so the footer and JSON-LD can be checked against known values. */
const CONTACT = {
  title: 'Contact Us',
  address: '900 Frame Test Ave, San Antonio, TX 78209',
  phone: '(210) 555-0177',
  email: 'frame-test@alamomasonry.com',
  version: 1,
  updatedAt: null,
};

async function serveContact(page: Page) {
  await page.route('**/api/content/contact', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(CONTACT) }),
  );
  // The built-in hours and links, whatever a business-details journey has just saved.
  await page.route('**/api/content/business', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ...DEFAULT_CONTENT.business, version: 1, updatedAt: null }),
    }),
  );
}

test.describe('header', () => {
  test('logo, the four Main links and Get Quote lead to their pages; visitors see no Admin link', async ({ page }) => {
    await page.goto('/gallery');
    await expectRemoteRendered(page, 'mf_public/Gallery');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');

    for (const item of NAV_ITEMS) {
      await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === item.href);
      await expect(mainNav(page).getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await header.getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await header.getByRole('link', { name: BUSINESS.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // The sign-in service starts when the browser is idle; once it has, a visitor still has no Admin link.
    await page.waitForLoadState('networkidle');
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden(); // desktop: no toggle
  });

  test('at 375px the side menu opens with the toggle, closes on Escape and when a link is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expectRemoteRendered(page, 'mf_public/Home');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const servicesLink = mainNav(page).getByRole('link', { name: 'Services', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesLink).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Quote' })).toBeVisible();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesLink).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(servicesLink).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await servicesLink.click();
    await expect(page).toHaveURL(/\/services$/);
    await expectRemoteRendered(page, 'mf_public/Services');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesLink).toBeHidden();
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('footer: blurb, this year, hours, contact details from the contact content, social and seal links', async ({
  page,
}) => {
  await serveContact(page);
  await page.goto('/services');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(BUSINESS.blurb)).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${BUSINESS.name}`);
  for (const row of businessHoursRows(DEFAULT_CONTENT.business))
    await expect(footer.getByTestId('footer-hours')).toContainText(row.days + row.hours);
  await expect(footer.getByTestId('footer-hours')).toContainText('Mon-Fri8am-6pm');
  const contact = footer.getByTestId('footer-contact');
  await expect(contact.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', 'tel:2105550177');
  await expect(contact.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  await expect(contact).toContainText(CONTACT.address);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', DEFAULT_CONTENT.business.facebookUrl);
  const seal = footer.getByRole('link', { name: BUSINESS.accreditationLabel });
  await expect(seal).toHaveAttribute('href', BUSINESS.accreditationUrl);
  await expect(seal.locator('svg')).toBeVisible();
});

test('connection badge: hidden online, Offline Mode with the fallback banner offline, hidden again online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expectRemoteRendered(page, 'mf_public/Home');
  await expect(badge(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(badge(page)).toHaveText(MESSAGES.frame.offlineBadge);
  const box = (await badge(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40); // bottom right
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  // The page on screen switches to fallback mode at once (its code is already loaded).
  await expect(page.getByText(MESSAGES.frame.fallbackBanner)).toBeVisible();

  await context.setOffline(false);
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.frame.connectedBadge, { exact: true })).toHaveCount(0);
});

test('the 404 page: heading, hint, link home, its own title, noindex, no serious axe violations', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.frame.notFoundHeading })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('link', { name: 'home page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('public pages carry GeneralContractor JSON-LD with the contact phone; staff login is not indexed', async ({
  page,
}) => {
  await serveContact(page);
  await page.goto('/');
  await expect(page.getByTestId('footer-contact')).toContainText(CONTACT.phone);
  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(raw!) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: BUSINESS.name,
    telephone: CONTACT.phone,
    address: { '@type': 'PostalAddress', postalCode: '78209', addressLocality: 'San Antonio' },
  });
  expect(data.openingHoursSpecification).toHaveLength(2);
  expect((data.areaServed as unknown[]).length).toBeGreaterThan(1);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('robots.txt and sitemap.xml are served by the shell', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /admin');
  expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs).toEqual(EVERY_PUBLIC_PAGE.map((item) => item.path));
});

test('the site icon is the brick logo as SVG', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
});
