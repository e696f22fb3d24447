import { expect, test } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { submitLogin } from '../support/auth';
import { NAV_ITEMS } from '../support/site-pages';
import { expectRemoteRendered, openAdminPage } from '../support/stack';

const PUBLIC_REMOTE_ROUTES = [
  { path: '/', remote: 'mf_public/Home' },
  { path: '/services', remote: 'mf_public/Services' },
  { path: '/gallery', remote: 'mf_public/Gallery' },
  { path: '/contact', remote: 'mf_public/Contact' },
];

const ADMIN_REMOTE_ROUTES = [
  { path: '/admin', remote: 'mf_admin_inquiries/Dashboard' },
  { path: '/admin/content', remote: 'mf_admin_content/Content' },
  { path: '/admin/inquiries', remote: 'mf_admin_inquiries/Inquiries' },
  { path: '/admin/settings', remote: 'mf_admin_service_area/Settings' },
  { path: '/admin/service-area', remote: 'mf_admin_service_area/ServiceArea' },
];

test.describe('routes render through the shell', () => {
  test('public pages come from mf-public inside the public frame, without downloading antd', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const { path, remote } of PUBLIC_REMOTE_ROUTES) {
      await page.goto(path);
      await expectRemoteRendered(page, remote);
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      for (const item of NAV_ITEMS)
        await expect(mainNav.getByRole('link', { name: item.label })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    expect(scripts.filter((url) => /antd/i.test(url))).toEqual([]);
  });

  test('shell-owned pages: /simple and the two login pages', async ({ page }) => {
    await page.goto('/simple');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const item of NAV_ITEMS) {
      await expect(page.getByRole('main').getByRole('link', { name: item.label })).toBeVisible();
    }
    for (const path of ['/admin/login', '/admin/login/complete']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: MESSAGES.frame.notFoundHeading })).toHaveCount(0);
      // Login pages keep the public header and footer (spec section 2).
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });

  test('admin pages come from their remotes inside the admin layout, which brings antd', async ({ page }) => {
    const antd: string[] = [];
    page.on('request', (request) => {
      if (/antd/i.test(request.url())) antd.push(request.url());
    });
    for (const { path, remote } of ADMIN_REMOTE_ROUTES) {
      await openAdminPage(page, path, remote);
      await expectRemoteRendered(page, remote);
      // Admin pages have no public header.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
    expect(antd.length).toBeGreaterThan(0);
  });

  test('client-side navigation between remote pages keeps the shell loaded', async ({ page }) => {
    await page.goto('/');
    await expectRemoteRendered(page, 'mf_public/Home');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expectRemoteRendered(page, 'mf_public/Gallery');
    await mainNav.getByRole('link', { name: 'Contact' }).click();
    await expectRemoteRendered(page, 'mf_public/Contact');
    expect(documents).toEqual([]);
  });
});

test('an unknown path answers HTTP 404 and shows the 404 screen, saying 404 once, with a hint', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/services/extra/levels', '/nope']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.frame.notFoundHeading })).toBeVisible();
    await expect(page.getByText('404')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
  }
});

test("the back office's pages are known to staff only: an unknown /admin path asks for sign-in, then is not found", async ({
  page,
}) => {
  await page.goto('/admin/no-such-page');
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await submitLogin(page);
  // Signing in returns to the path asked for, which no admin remote declares.
  await page.waitForURL((url) => url.pathname === '/admin/no-such-page');
  // The back office's own not-found page, inside its layout: not the public site's, footer and all (issue 46).
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.adminNav.notFoundHeading }),
  ).toBeVisible();
  await expect(page.locator('#admin-sidebar')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
