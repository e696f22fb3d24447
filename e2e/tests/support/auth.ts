import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';

export const STAFF = {
  email: process.env.STAFF_EMAIL || 'staff@alamomasonry.com',
  password: process.env.STAFF_PASSWORD || 'Staff-Pass-2026',
};
export const COMPANY_DOMAIN = process.env.COMPANY_DOMAIN || 'alamomasonry.com';
const PROJECT = process.env.FIREBASE_PROJECT_ID || 'demo-masonry';
const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || '9099'}`;

/** The login form's fields (the 'Password' tab panel is labelled 'Password' too, hence the input selector). */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    password: page.getByLabel('Password', { exact: true }).and(page.locator('input')),
    submit: page.getByRole('button', { name: MESSAGES.login.loginWithPassword }),
  };
}

/** Fills and sends the password form of the sign-in page already shown. */
export async function submitLogin(page: Page, credentials = STAFF): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(credentials.email);
  await form.password.fill(credentials.password);
  await form.submit.click();
}

/** Signs in through /admin/login with the password tab and waits for the dashboard. */
export async function signInAsStaff(page: Page, credentials = STAFF): Promise<void> {
  await page.goto('/admin/login');
  await submitLogin(page, credentials);
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.dashboard.heading })).toBeVisible();
}

/** A fresh company-domain address: e-mail link sign-in creates the account on first use. */
export function uniqueCompanyEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${COMPANY_DOMAIN}`;
}

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}

/** The last sign-in link the Auth emulator "sent" to `email` (its REST listing of out-of-band codes). */
export async function latestSignInLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    link = oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').at(-1)?.oobLink;
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** Where the emulator's link sends the browser: our /admin/login/complete?...&oobCode=... address. */
export async function completionUrlOf(request: APIRequestContext, oobLink: string): Promise<string> {
  const response = await request.get(oobLink, { maxRedirects: 0 });
  const location = response.headers()['location'];
  expect(location, `the emulator link should redirect (got ${response.status()})`).toBeTruthy();
  return location!;
}

/** An ID token for the seeded staff account straight from the emulator (to read the API like the app does). */
export async function staffIdToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: STAFF.email, password: STAFF.password, returnSecureToken: true } },
  );
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The API base URL the shell uses (from its runtime config). */
export async function apiBaseUrl(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { apiBaseUrl: string };
  return config.apiBaseUrl;
}
