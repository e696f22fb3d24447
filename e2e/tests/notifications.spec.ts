import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, type Inquiry } from 'shared-contracts';
import { apiBaseUrl, loginForm, signInAsStaff, staffIdToken, STAFF } from './support/auth';
import { allEmails, emailSource, sentTo, waitForEmail } from './support/maildev';

/**
 * New-quote notifications (issue 16) through the composed shell, with the MailDev the launcher starts: the staff
 * e-mail and its link into the back office, the visitor's confirmation, and the desktop alert of a new inquiry.
 */

// One seeded staff member's switches and password are shared by these tests: run them one after another.
test.describe.configure({ mode: 'serial' });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function submitContactForm(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('/contact');
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Request Free Quote' }).click();
  await expect(page.getByText(MESSAGES.quote.successTitle, { exact: true })).toBeVisible();
}

test('a quote from the contact page e-mails staff (details, link) and confirms to the visitor, escaped', async ({
  page,
  request,
}) => {
  const tag = unique();
  const visitor = `notify-${tag}@example.com`;
  const name = `Mail Visitor ${tag}`;
  await submitContactForm(page, {
    Name: name,
    Email: visitor,
    Phone: '2105550123',
    'ZIP Code': '78209',
    'Project Type': 'Stone Patio',
    Message: 'Patio please <b>bold</b> <img src=x onerror=alert(1)> & thanks',
  });

  const staff = await waitForEmail(request, (email) => email.subject.includes(name) && !sentTo(visitor)(email));
  expect(staff.subject).toBe(`New quote request from ${name}: Stone Patio`);
  expect(await emailSource(request, staff.id)).toMatch(new RegExp(`^Reply-To: .*<${visitor}>\\s*$`, 'm'));
  // The phone as people write it (issue 32), the way the staff e-mail shows it.
  for (const detail of [name, visitor, '(210) 555-0123', '78209', 'Stone Patio']) expect(staff.text).toContain(detail);
  expect(staff.html).toContain('&lt;b&gt;bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; &amp; thanks');
  expect(staff.html).not.toContain('<b>bold</b>');
  // The only image is the company's logo: the visitor's <img> is text.
  expect(staff.html).not.toContain('<img src=x');
  expect(staff.html.match(/<img /g)).toHaveLength(1);

  const confirmation = await waitForEmail(request, sentTo(visitor));
  expect(confirmation.subject).toContain('We received your quote request');
  expect(confirmation.text).toContain('Hello Mail,');
  expect(confirmation.text).toContain('Mon-Fri: 8am-6pm');
  expect(confirmation.text).toMatch(/Call us at \(\d{3}\) \d{3}-\d{4}/);
  // The visitor's own words stay with staff: the confirmation goes wherever the form says.
  for (const part of [confirmation.text, confirmation.html]) {
    for (const theirs of [tag, 'Patio please', 'bold', 'Stone Patio']) expect(part).not.toContain(theirs);
  }
  // Issue 32: the brand's mark beside the site's name (a PNG attached inline: mail programs show no SVG), and the
  // footer of the contact facts, tappable, and the website; a summary of server-known facts only.
  // MailDev shows the inline attachment the <img>'s cid: names as a data: URL, so it resolved to the PNG.
  expect(confirmation.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="[^"]+"/);
  const source = await emailSource(request, confirmation.id);
  expect(source).toMatch(/^Content-Type: image\/png/m);
  expect(source).toMatch(/^Content-ID: <[^>]+>/m);
  expect(confirmation.html).toMatch(/<a href="tel:\+1\d{10}"/);
  expect(confirmation.html).toMatch(/<a href="mailto:[^"]+@[^"]+"/);
  expect(confirmation.text).toMatch(/^Website: https?:\/\/\S+$/m);
  expect(confirmation.text).toMatch(/^Phone: \(\d{3}\) \d{3}-\d{4}$/m);
  expect(confirmation.text).toContain('ZIP code: 78209');
  expect(confirmation.text).toContain('Project: Your project');

  // The link opens that inquiry in the back office, through the sign-in.
  const link = /href="([^"]*\/admin\/inquiries\?inquiry=[0-9a-f-]{36})"/.exec(staff.html)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!.replace(/&amp;/g, '&'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  const form = loginForm(page);
  await form.email.fill(STAFF.email);
  await form.password.fill(STAFF.password);
  await form.submit.click();
  await page.waitForURL((url) => url.pathname === '/admin/inquiries' && url.searchParams.has('inquiry'));
  const dialog = page.getByRole('dialog', { name: MESSAGES.inquiry.detailsTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText(visitor);
});

test('five quotes to one address in a row: five staff e-mails, one confirmation without the visitor\'s text', async ({
  request,
}) => {
  const tag = unique();
  const visitor = `relay-${tag}@example.com`;
  const marker = `MARKER${tag}`;
  const api = await apiBaseUrl(request);
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${api}/api/public`, {
      data: {
        name: `Rita ${marker} Lopez`,
        email: i % 2 ? visitor.toUpperCase() : visitor,
        phone: '2105550123',
        zipCode: '78209',
        projectType: `Garden wall ${i}`,
        message: `Buy now at https://spam.example/${marker}`,
      },
    });
    expect(response.status()).toBe(201);
  }
  const staffOf = (mails: { subject: string }[]) => mails.filter((mail) => mail.subject.includes(marker));
  await expect.poll(async () => staffOf(await allEmails(request)).length, { timeout: 15_000 }).toBe(5);
  const confirmation = await waitForEmail(request, sentTo(visitor));
  // Give a second confirmation the time the five staff e-mails took, before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await allEmails(request)).filter(sentTo(visitor))).toHaveLength(1);
  expect(confirmation.text).toContain('Hello Rita,');
  for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
    expect(part).not.toContain(marker);
    expect(part).not.toContain('spam.example');
  }
});

test('a desktop notification announces a new inquiry; clicking it opens the inquiry', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications']);
  // Records the notifications the page shows (Chromium headless displays none) and lets the test click one.
  await page.addInitScript(() => {
    const shown: { title: string; body: string; click: () => void }[] = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    class RecordingNotification extends EventTarget {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string } = {}) {
        super();
        shown.push({ title, body: options.body ?? '', click: () => this.onclick?.() });
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
  });
  await page.clock.install();
  const baseline = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/inquiries' && url.search === '' && response.request().method() === 'GET';
  });
  await signInAsStaff(page);
  // The alerts' first answer is their baseline (what is already there is not news): the quote must come after it,
  // or on a slow machine it lands in the baseline and never alerts.
  await baseline;

  const tag = unique();
  const api = await apiBaseUrl(request);
  const name = `Alert Visitor ${tag}`;
  const created = await request.post(`${api}/api/public`, {
    data: {
      name,
      email: `alert-${tag}@example.com`,
      phone: '2105550123',
      zipCode: '78205',
      projectType: 'Brick Wall',
      message: 'A brick garden wall, about 30 feet long.',
    },
  });
  expect(created.status()).toBe(201);
  const inquiry = (await created.json()) as Inquiry;

  // The back office polls every 30 s: move its clock past the next poll.
  await expect(async () => {
    await page.clock.fastForward('00:31');
    const titles = await page.evaluate(() =>
      (window as unknown as { __notifications: { body: string }[] }).__notifications.map((n) => n.body),
    );
    expect(titles).toContain(`${name}: Brick Wall`);
  }).toPass({ timeout: 30_000 });
  await page.evaluate((body) => {
    const shown = (window as unknown as { __notifications: { body: string; click: () => void }[] }).__notifications;
    shown.find((n) => n.body === body)?.click();
  }, `${name}: Brick Wall`);
  await page.waitForURL((url) => url.searchParams.get('inquiry') === inquiry.id);
  await expect(page.getByRole('dialog', { name: MESSAGES.inquiry.detailsTitle })).toContainText(name);
});

test.describe('settings', () => {
  test('General and Notifications save and reload', async ({ page, request }) => {
    const api = await apiBaseUrl(request);
    const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
    const original = await (await request.get(`${api}/api/admin/settings/general`, { headers })).json();
    await signInAsStaff(page);
    await page.goto('/admin/settings');
    const siteName = page.getByLabel(MESSAGES.settings.siteNameLabel);
    await expect(siteName).toHaveValue(original.siteName);
    const renamed = `Alamo Masonry ${unique()}`;
    // Issue 32: the business's time zone, a searchable list of IANA zones.
    const zone = page.getByRole('combobox', { name: MESSAGES.settings.timeZoneLabel });
    const zoneShown = (name: string) => page.locator('.ant-select-content', { hasText: name });
    await expect(zoneShown(original.timeZone)).toBeVisible();
    const otherZone = original.timeZone === 'America/Denver' ? 'America/Phoenix' : 'America/Denver';
    try {
      await siteName.fill(renamed);
      await zone.click();
      await zone.fill(otherZone.split('/')[1]!);
      await page.getByTitle(otherZone).click();
      await page.getByRole('button', { name: MESSAGES.content.saveChanges }).click();
      await expect(page.getByText(MESSAGES.settings.generalSaved, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(MESSAGES.settings.siteNameLabel)).toHaveValue(renamed);
      await expect(page.getByLabel(MESSAGES.settings.adminEmailLabel)).toHaveValue(original.adminEmail);
      await expect(zoneShown(otherZone)).toBeVisible();
      // On a phone the field fits the page (no sideways scroll).
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await expect(zone).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    } finally {
      await request.put(`${api}/api/admin/settings/general`, { headers, data: original });
    }

    // The seeded staff member's switches, back to the defaults however an earlier run ended.
    const prefs = `${api}/api/admin/settings/notifications`;
    expect((await request.put(prefs, { headers, data: { email: true, browser: true } })).ok()).toBeTruthy();
    const emailSwitch = () => page.getByRole('switch', { name: MESSAGES.settings.emailNotifications });
    const openTab = async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Notifications' }).click();
    };
    try {
      await openTab();
      await expect(emailSwitch()).toBeChecked();
      await emailSwitch().click();
      await expect(page.getByText(MESSAGES.settings.notificationsSaved, { exact: true })).toBeVisible();
      await openTab();
      await expect(emailSwitch()).not.toBeChecked();
      await expect(page.getByRole('switch', { name: MESSAGES.settings.browserNotifications })).toBeChecked();
    } finally {
      await request.put(prefs, { headers, data: { email: true, browser: true } });
    }
  });

  test('Security changes the password; the old one stops working', async ({ page, request }) => {
    const account = await createStaffAccount(request);
    await signInAsStaff(page, account);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const current = page.getByLabel(MESSAGES.settings.currentPassword);
    const next = page.getByLabel(MESSAGES.settings.newPassword);
    const confirm = page.getByLabel(MESSAGES.settings.confirmPassword);
    const update = page.getByRole('button', { name: MESSAGES.settings.updatePassword });

    await current.fill('Not-The-Password-1');
    await next.fill('Brand-New-Pass-1');
    await confirm.fill('Brand-New-Pass-1');
    await update.click();
    await expect(page.getByText(MESSAGES.settings.wrongCurrentPassword)).toBeVisible();

    await current.fill(account.password);
    await confirm.fill('Brand-New-Pass-2');
    await update.click();
    await expect(page.getByText(MESSAGES.settings.passwordMismatch)).toBeVisible();

    await next.fill('abc');
    await confirm.fill('abc');
    await update.click();
    await expect(page.getByText(MESSAGES.settings.weakPassword)).toBeVisible();

    await next.fill('Brand-New-Pass-1');
    await confirm.fill('Brand-New-Pass-1');
    await update.click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.settings.passwordUpdated })).toBeVisible();

    expect(await passwordWorks(request, account.email, account.password)).toBe(false);
    expect(await passwordWorks(request, account.email, 'Brand-New-Pass-1')).toBe(true);
  });
});

const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || '9099'}`;
const PROJECT = process.env.FIREBASE_PROJECT_ID || 'demo-masonry';

/** A staff account of its own: the seeded login is shared by every other journey. */
async function createStaffAccount(request: APIRequestContext) {
  const account = { email: `password-${unique()}@alamomasonry.com`, password: `Old-Pass-${unique()}` };
  const response = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`, {
    headers: { Authorization: 'Bearer owner' },
    data: { ...account, emailVerified: true },
  });
  expect(response.ok()).toBeTruthy();
  return account;
}

async function passwordWorks(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  const response = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  return response.ok();
}
