import { expect, test } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import {
  apiBaseUrl,
  COMPANY_DOMAIN,
  completionUrlOf,
  latestSignInLink,
  loginForm,
  signInAsStaff,
  STAFF,
  uniqueCompanyEmail,
} from '../support/auth';

const ADMIN_ROUTES = [
  '/admin',
  '/admin/content',
  '/admin/inquiries',
  '/admin/settings',
  '/admin/service-area',
];
const toast = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('staff sign-in (spec sections 2, 4, 5, 8)', () => {
  test('password sign-in shows the success notice and opens the dashboard', async ({ page }) => {
    await signInAsStaff(page);
    await expect(toast(page)).toContainText(MESSAGES.login.success);
    await expect(page.getByText(STAFF.email).first()).toBeVisible();
  });

  test('a non-company e-mail is refused with the exact message and never reaches the provider', async ({
    page,
  }) => {
    const providerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('identitytoolkit')) providerCalls.push(request.url());
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: MESSAGES.login.title })).toBeVisible();
    const form = loginForm(page);
    await form.email.fill('visitor@example.com');
    await form.password.fill('Visitor-Pass-2026');
    await form.submit.click();
    const refusal = MESSAGES.login.companyDomainOnly(COMPANY_DOMAIN);
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();

    await page.getByRole('tab', { name: MESSAGES.login.emailLinkTab }).click();
    await page.getByRole('textbox', { name: 'Email' }).last().fill('visitor@example.com');
    await page.getByRole('button', { name: MESSAGES.login.sendLink }).click();
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    expect(providerCalls).toEqual([]);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password says so in plain words, with the provider code on the details line', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    const form = loginForm(page);
    await form.email.fill(STAFF.email);
    await form.password.fill('not-the-password');
    await form.submit.click();
    const notice = page.getByRole('alert');
    await expect(notice).toContainText(/Error code: auth\/(wrong-password|invalid-credential)/);
    await expect(notice).not.toContainText('Firebase:');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('e-mail link: opened in another browser it asks for the address; tampered link; real link in the same browser', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueCompanyEmail('link');
    const sendLink = async () => {
      await page.goto('/admin/login');
      await page.getByRole('tab', { name: MESSAGES.login.emailLinkTab }).click();
      await page.getByRole('textbox', { name: 'Email' }).last().fill(email);
      await page.getByRole('button', { name: MESSAGES.login.sendLink }).click();
      await expect(page.getByText(MESSAGES.login.linkSent).first()).toBeVisible();
      const completion = await completionUrlOf(request, await latestSignInLink(request, email));
      expect(new URL(completion).pathname).toBe('/admin/login/complete');
      return completion;
    };

    // The link read on a phone: that browser never stored the address, so it asks for it (Firebase's flow).
    const firstLink = await sendLink();
    const phone = await browser.newContext();
    const other = await phone.newPage();
    await other.goto(firstLink);
    await expect(other.getByText(MESSAGES.login.confirmEmailPrompt)).toBeVisible();
    const address = other.getByRole('textbox', { name: 'Email' });
    const complete = other.getByRole('button', { name: MESSAGES.login.confirmEmail });
    await address.fill('visitor@example.com');
    await complete.click();
    await expect(other.getByRole('alert')).toHaveText(MESSAGES.login.companyDomainOnly(COMPANY_DOMAIN));
    // Another company address: the provider refuses it, and the link stays usable.
    await address.fill(uniqueCompanyEmail('not-the-one'));
    await complete.click();
    await expect(other.getByRole('alert')).toHaveText(MESSAGES.login.linkEmailMismatch);
    await address.fill(email);
    await complete.click();
    await other.waitForURL((url) => url.pathname === '/admin');
    await expect(other.getByText(email).first()).toBeVisible();
    await phone.close();

    // In the browser that asked for the link, its stored address completes a new link without a question.
    const secondLink = await sendLink();
    const tampered = new URL(secondLink);
    tampered.searchParams.set('oobCode', `${tampered.searchParams.get('oobCode')}x`);
    await page.goto(tampered.toString());
    await expect(page.getByText(MESSAGES.login.invalidLink)).toBeVisible();

    await page.goto(secondLink);
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('signed out, every admin route redirects to /admin/login without loading admin pages', async ({
    page,
    request,
  }) => {
    const { remotes } = (await (await request.get('/config.json')).json()) as {
      remotes: Record<string, string>;
    };
    const adminManifests = Object.entries(remotes)
      .filter(([name]) => name.startsWith('mf_admin'))
      .map(([, url]) => url);
    const adminRemoteRequests: string[] = [];
    page.on('request', (r) => {
      if (adminManifests.includes(r.url())) adminRemoteRequests.push(r.url());
    });
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await expect(page.getByRole('heading', { name: MESSAGES.login.title })).toBeVisible();
      await expect(page.locator('[data-remote-id^="mf_admin"]')).toHaveCount(0);
    }
    expect(adminRemoteRequests).toEqual([]);
  });

  test('the token is sent on admin calls; logout returns to /, hides the Admin link and the API then says 401', async ({
    page,
    request,
  }) => {
    const inquiriesCall = page.waitForResponse((r) => r.url().includes('/api/admin/inquiries'));
    await signInAsStaff(page);
    const response = await inquiriesCall;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['authorization']).toMatch(/^Bearer .+/);

    await page.goto('/');
    const adminLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    await expect(adminLink).toBeVisible();
    await adminLink.click();
    await page.getByRole('button', { name: MESSAGES.adminNav.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(adminLink).toHaveCount(0);

    // Without a signed-in user the app has no token to send, and the API refuses the call.
    const api = await apiBaseUrl(request);
    expect((await request.get(`${api || ''}/api/admin/inquiries`)).status()).toBe(401);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });
});
