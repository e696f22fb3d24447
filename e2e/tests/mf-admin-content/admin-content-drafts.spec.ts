import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';
import { openContentTab, PHONE, toasts } from '../support/admin';
import { apiBaseUrl, STAFF, staffIdToken } from '../support/auth';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 29, drafts and preview, through the composed shell on a phone (a laptop adds nothing but the sidebar, which
 * composition/admin-page-frame.spec.ts follows there): save a draft of the home title, preview it in the real public page under the "not published" bar, check that a signed-out visitor still
 * gets the published text on /, publish it and see it public; then save another draft and discard it.
 */
const m = MESSAGES.content;
const HOME_FIELDS = ['title', 'subtitle', 'description'] as const;

async function storedHome(request: APIRequestContext) {
  const response = await request.get(`${await apiBaseUrl(request)}/api/content/home`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Record<(typeof HOME_FIELDS)[number], string> & { version: number };
}

async function staffCall(
  request: APIRequestContext,
  method: 'get' | 'delete' | 'post',
  path: string,
  data?: object,
) {
  return request[method](`${await apiBaseUrl(request)}${path}`, {
    headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
    data,
  });
}

test.describe('content drafts and preview', () => {
  test.describe.configure({ mode: 'serial' });
  let original: Awaited<ReturnType<typeof storedHome>>;
  holdPageContentLock(async (request) => {
    await staffCall(request, 'delete', '/api/admin/content/home/draft');
    const { version } = await storedHome(request);
    const fields = Object.fromEntries(HOME_FIELDS.map((field) => [field, original[field]]));
    const response = await staffCall(request, 'post', '/api/content/home', { ...fields, version });
    expect(response.ok(), await response.text()).toBeTruthy();
  });

  test.beforeAll(async ({ request }) => {
    original = await storedHome(request);
    await staffCall(request, 'delete', '/api/admin/content/home/draft');
  });

  test.use({ viewport: PHONE });

  test('phone: save a draft, preview it in the real page, visitors keep the published text, publish; discard', async ({
    page,
    browser,
    request,
  }) => {
    const tag = `phone-${Date.now().toString(36)}`;
    const draftTitle = `Draft title ${tag}`;
    const published = (await storedHome(request)).title;
    const home = await openContentTab(page, true, 'Home Page', (panel) =>
      panel.getByLabel('Page Title', { exact: true }),
    );
    const title = home.getByLabel('Page Title', { exact: true });

    // Save draft: kept, not published; the editor says whose draft it is.
    await title.fill(draftTitle);
    await home.getByRole('button', { name: m.saveDraft }).click();
    await expect(toasts(page).getByText(m.draftSaved, { exact: true })).toBeVisible();
    await expect(home.getByText(new RegExp(`Draft saved by ${STAFF.email}`))).toBeVisible();
    expect((await storedHome(request)).title).toBe(published);

    // Preview: the shell's page in a new tab, the real public Home with the draft, under the bar, noindex.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      home.getByRole('link', { name: m.previewDraft }).click(),
    ]);
    await preview.setViewportSize(PHONE);
    await expect(preview).toHaveURL(/\/admin\/preview\/home$/);
    await expect(preview.getByRole('region', { name: m.previewBar })).toContainText(m.previewBar);
    await expect(preview.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Get a Quote' }).first()).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await preview.close();

    // A signed-out visitor (another browser profile) gets the published page, first view and app alike.
    const visitorContext = await browser.newContext({ viewport: PHONE, storageState: undefined });
    try {
      const visitor = await visitorContext.newPage();
      const html = await (await visitor.request.get('/')).text();
      expect(html).not.toContain(draftTitle);
      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { level: 1, name: published })).toBeVisible();
      await expect(visitor.getByText(draftTitle)).toHaveCount(0);
      // The preview is staff only: the visitor is sent to the sign-in page.
      await visitor.goto('/admin/preview/home');
      await visitor.waitForURL((url) => url.pathname === '/admin/login');
      await expect(visitor.getByText(draftTitle)).toHaveCount(0);

      // Publish: the draft goes live, for the visitor too.
      await home.getByRole('button', { name: m.publishDraft }).click();
      await expect(toasts(page).getByText(m.draftPublished, { exact: true })).toBeVisible();
      await expect(home.getByText(/Draft saved by/)).toHaveCount(0);
      await expect(title).toHaveValue(draftTitle);
      expect((await storedHome(request)).title).toBe(draftTitle);
      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
    } finally {
      await visitorContext.close();
    }

    // Discard: a second draft, dropped after a confirmation; the editor shows the published page again.
    await title.fill(`Discarded ${tag}`);
    await home.getByRole('button', { name: m.saveDraft }).click();
    await expect(home.getByText(new RegExp(`Draft saved by ${STAFF.email}`))).toBeVisible();
    await home.getByRole('button', { name: m.discardDraft }).click();
    await expect(page.getByText(m.discardDraftConfirm)).toBeVisible();
    await page.getByRole('button', { name: m.discardDraftOk, exact: true }).click();
    await expect(toasts(page).getByText(m.draftDiscarded, { exact: true })).toBeVisible();
    await expect(title).toHaveValue(draftTitle);
    await expect(home.getByText(/Draft saved by/)).toHaveCount(0);
    expect((await staffCall(request, 'get', '/api/admin/content/home/draft')).status()).toBe(404);
    expect((await storedHome(request)).title).toBe(draftTitle);
  });
});
