import { expect, openBackOffice, test } from '../support/staff';
import { MESSAGES, type Inquiry } from 'shared-contracts';
import { apiBaseUrl } from '../support/auth';

/**
 * The back office's desktop alert of a new inquiry (issue 16), through the composed shell: the alerts extension this
 * remote lends the shell polls the inquiries and announces a new one; clicking it opens that inquiry.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

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
  await openBackOffice(page);
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
