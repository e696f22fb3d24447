import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, openBackOffice, test } from '../support/staff';
import { toasts } from '../support/admin';
import { MESSAGES, type PageName } from 'shared-contracts';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { solidPng } from '../support/images';
import { holdPageContentLock } from '../support/page-content';

/**
 * mf-admin-content (issue 6) through the composed shell as the seeded staff user, against the real API: page content
 * editing as the public site shows it, validation, offline, the two-editor conflict, and gallery upload/delete.
 * Page content is one shared resource, so the content journeys run one after another and put the original texts back.
 */

const m = MESSAGES.content;
const g = MESSAGES.gallery;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function openContent(page: Page): Promise<void> {
  await openBackOffice(page);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
}

/** The tab panel of one content tab, once its form has loaded. */
async function openTab(page: Page, name: 'Home Page' | 'Services' | 'Contact' | 'Gallery') {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  if (name !== 'Gallery') await expect(panel.getByLabel('Page Title', { exact: true })).toBeVisible();
  return panel;
}

/** Reads and writes page content the way the admin screens do, to remember and restore the shared texts. */
async function contentApi(request: APIRequestContext) {
  const base = await apiBaseUrl(request);
  const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
  return {
    async get(page: PageName): Promise<Record<string, unknown> & { version: number }> {
      const response = await request.get(`${base}/api/content/${page}`);
      expect(response.ok()).toBeTruthy();
      return (await response.json()) as Record<string, unknown> & { version: number };
    },
    /** Saves `fields` over whatever is stored now (with the current version, so it never conflicts). */
    async restore(page: PageName, fields: Record<string, unknown>): Promise<void> {
      const { version } = await this.get(page);
      const response = await request.post(`${base}/api/content/${page}`, {
        headers,
        data: { ...fields, version },
      });
      expect(response.ok(), await response.text()).toBeTruthy();
    },
  };
}

/** The pages these journeys edit (business details have a journey of their own). */
const FIELDS: Record<Exclude<PageName, 'business'>, readonly string[]> = {
  home: ['title', 'subtitle', 'description'],
  services: ['title', 'description'],
  contact: ['title', 'address', 'phone', 'email'],
};

test.describe('page content', () => {
  test.describe.configure({ mode: 'serial' });
  const original: Partial<Record<PageName, Record<string, unknown>>> = {};
  holdPageContentLock(async (request) => {
    const api = await contentApi(request);
    for (const [name, fields] of Object.entries(original)) await api.restore(name as PageName, fields);
  });

  test.beforeAll(async ({ request }) => {
    const api = await contentApi(request);
    for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) {
      const stored = await api.get(name);
      original[name] = Object.fromEntries(FIELDS[name].map((field) => [field, stored[field]]));
    }
  });

  test('edit each page and see the new text on the public page', async ({ page }) => {
    const tag = unique();
    await openContent(page);

    const home = await openTab(page, 'Home Page');
    await home.getByLabel('Page Title', { exact: true }).fill(`Home title ${tag}`);
    await home.getByLabel('Subtitle', { exact: true }).fill(`Home subtitle ${tag}`);
    await home.getByLabel('Main Description', { exact: true }).fill(`Home description ${tag}`);
    await home.getByRole('button', { name: m.saveChanges }).click();
    await expect(home.getByText(m.saveSuccess, { exact: true })).toBeVisible();

    const services = await openTab(page, 'Services');
    await services.getByLabel('Page Title', { exact: true }).fill(`Services title ${tag}`);
    await services.getByLabel('Page Description', { exact: true }).fill(`Services description ${tag}`);
    await services.getByRole('button', { name: m.saveChanges }).click();
    await expect(toasts(page).getByText(m.saveSuccess, { exact: true })).toBeVisible();

    const contact = await openTab(page, 'Contact');
    await contact.getByLabel('Page Title', { exact: true }).fill(`Contact title ${tag}`);
    await contact.getByLabel('Address', { exact: true }).fill(`${tag} Walzem Rd, San Antonio, TX 78218`);
    await contact.getByLabel('Phone Number', { exact: true }).fill('(210) 555-0199');
    await contact.getByLabel('Email Address', { exact: true }).fill(`hello-${tag}@alamomasonry.com`);
    await contact.getByRole('button', { name: m.saveChanges }).click();
    await expect(toasts(page).getByText(m.saveSuccess, { exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: `Home title ${tag}` })).toBeVisible();
    await expect(page.getByText(`Home subtitle ${tag}`)).toBeVisible();
    await expect(page.getByText(`Home description ${tag}`)).toBeVisible();

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: `Services title ${tag}` })).toBeVisible();
    await expect(page.getByText(`Services description ${tag}`)).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: `Contact title ${tag}` })).toBeVisible();
    await expect(page.getByRole('main').getByText(`${tag} Walzem Rd, San Antonio, TX 78218`)).toBeVisible();
    await expect(page.getByRole('main').getByText(`hello-${tag}@alamomasonry.com`)).toBeVisible();
  });

  test('the editor keeps the stored version when a public page filled the shared query cache first', async ({
    page,
    request,
  }) => {
    const stored = await (await contentApi(request)).get('contact');
    await openBackOffice(page);
    // The Contact page and the footer fill the QueryClient the shell shares with every remote...
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: String(stored.title) })).toBeVisible();
    // ...and from here on the editor cannot refetch: it has only what the public page cached.
    await page.route('**/api/content/contact', (route) =>
      route.request().method() === 'GET' ? route.abort() : route.fallback(),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    const contact = await openTab(page, 'Contact');
    await expect(contact.getByLabel('Page Title', { exact: true })).toHaveValue(String(stored.title));

    await contact.getByLabel('Page Title', { exact: true }).fill(`${String(stored.title)} ${unique()}`);
    const save = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/content/contact'),
    );
    await contact.getByRole('button', { name: m.saveChanges }).click();
    expect(((await save).postDataJSON() as { version?: number }).version).toBe(stored.version);
    await expect(toasts(page).getByText(m.saveSuccess, { exact: true })).toBeVisible();
  });

  test('leaving with an unsaved edit asks first: Stay keeps the text, Leave drops it', async ({ page }) => {
    await openContent(page);
    const home = await openTab(page, 'Home Page');
    const title = home.getByLabel('Page Title', { exact: true });
    const saved = await title.inputValue();
    await title.fill(`${saved} (draft ${unique()})`);
    const draft = await title.inputValue();

    // Another tab of the same page keeps the form: no question.
    await openTab(page, 'Services');
    await openTab(page, 'Home Page');
    await expect(title).toHaveValue(draft);

    const leaveDialog = page.getByRole('dialog').filter({ hasText: MESSAGES.unsavedChanges.leaveTitle });
    await page.getByRole('link', { name: 'Inquiries', exact: true }).click();
    await leaveDialog.getByRole('button', { name: MESSAGES.unsavedChanges.stay }).click();
    await expect(leaveDialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/admin/content');
    await expect(title).toHaveValue(draft);

    await page.getByRole('link', { name: 'Inquiries', exact: true }).click();
    await leaveDialog.getByRole('button', { name: MESSAGES.unsavedChanges.leave }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inquiries');
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await expect((await openTab(page, 'Home Page')).getByLabel('Page Title', { exact: true })).toHaveValue(saved);
  });

  test('offline: banner, editing notice, saving, creating and deleting disabled, the gallery says it failed to load', async ({
    page,
    context,
  }) => {
    await openContent(page);
    const home = await openTab(page, 'Home Page');
    await context.setOffline(true);

    await expect(page.getByText(m.offlineBannerTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(m.offlineBanner, { exact: true })).toBeVisible();
    await expect(home.getByText(m.offlineEditingNotice, { exact: true })).toBeVisible();
    await expect(home.getByRole('button', { name: m.saveUnavailableOffline })).toBeDisabled();
    await home.getByLabel('Page Title', { exact: true }).fill('Typed while offline');
    await expect(home.getByLabel('Page Title', { exact: true })).toHaveValue('Typed while offline');

    const services = await openTab(page, 'Services');
    await expect(services.getByRole('button', { name: m.saveUnavailableOffline })).toBeDisabled();
    // Opened offline for the first time, the gallery list cannot load: the spec's failure text, not skeletons.
    const gallery = await openTab(page, 'Gallery');
    await expect(gallery.getByText(g.listFailed, { exact: true })).toBeVisible();
    await expect(toasts(page)).toContainText(g.listFailedToast);
    await expect(gallery.getByRole('button', { name: 'Create Item' })).toBeDisabled();

    await context.setOffline(false);
    await expect(page.getByText(m.offlineBanner, { exact: true })).toBeHidden();
    // Back online, the list loads by itself.
    await expect(gallery.getByText(g.listFailed, { exact: true })).toBeHidden();
    await expect(gallery.getByRole('list', { name: 'Gallery items' }).or(gallery.getByText(g.empty))).toBeVisible();
    await openTab(page, 'Home Page');
    await expect(home.getByRole('button', { name: m.saveChanges })).toBeEnabled();
  });

  test('two editors: the later save of stale content is refused and Reload brings the other version', async ({
    browser,
  }) => {
    const tag = unique();
    const [alice, bob] = await Promise.all([editor(browser), editor(browser)]);
    const aliceTab = await openTab(alice, 'Services');
    const bobTab = await openTab(bob, 'Services');

    await aliceTab.getByLabel('Page Title', { exact: true }).fill(`Alice title ${tag}`);
    await aliceTab.getByRole('button', { name: m.saveChanges }).click();
    await expect(toasts(alice).getByText(m.saveSuccess, { exact: true })).toBeVisible();

    // Bob still has the version he opened: his save must not silently overwrite Alice's.
    await bobTab.getByLabel('Page Title', { exact: true }).fill(`Bob title ${tag}`);
    await bobTab.getByRole('button', { name: m.saveChanges }).click();
    await expect(bobTab.getByText(m.staleVersion, { exact: true })).toBeVisible();
    await bobTab.getByRole('button', { name: 'Reload' }).click();
    await expect(bobTab.getByLabel('Page Title', { exact: true })).toHaveValue(`Alice title ${tag}`);
    await expect(bobTab.getByText(m.staleVersion, { exact: true })).toBeHidden();

    await bobTab.getByLabel('Page Title', { exact: true }).fill(`Bob title ${tag}`);
    await bobTab.getByRole('button', { name: m.saveChanges }).click();
    await expect(toasts(bob).getByText(m.saveSuccess, { exact: true })).toBeVisible();
    await bob.goto('/services');
    await expect(bob.getByRole('heading', { level: 1, name: `Bob title ${tag}` })).toBeVisible();

    await Promise.all([alice.context().close(), bob.context().close()]);
  });
});

async function editor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openContent(page);
  return page;
}

async function chooseCategory(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Category' }).click();
  // antd renders a hidden a11y listbox beside the visible (virtual) one; click the visible option by its title.
  await page.locator('.ant-select-dropdown').getByTitle(label, { exact: true }).click();
}

test.describe('gallery management', () => {
  test('upload a real image, find it on /gallery, delete it (to the trash)', async ({ page, request }) => {
    // Two full page loads, an upload and two gallery reads: ~29 s on a loaded 2-core machine, too near 30 s.
    test.setTimeout(60_000);
    const title = `E2E Patio ${unique()}`;
    await openContent(page);
    const gallery = await openTab(page, 'Gallery');

    await gallery.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'patio.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [176, 96, 64]),
    });
    await expect(gallery.getByText(/^patio\.png \(\d+\.\d KB\)$/)).toBeVisible();
    await gallery.getByLabel('Title', { exact: true }).fill(title);
    await gallery.getByLabel('Description', { exact: true }).fill('Flagstone patio with a brick border.');
    await expect(gallery.getByLabel('Location', { exact: true })).toHaveValue('San Antonio');
    await gallery.getByLabel('Location', { exact: true }).fill('Boerne');
    await chooseCategory(page, 'Stone');
    await gallery.getByRole('button', { name: 'Create Item' }).click();

    await expect(toasts(page).getByText(g.created, { exact: true })).toBeVisible();
    // The form resets: location back to San Antonio, no file chosen.
    await expect(gallery.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(gallery.getByLabel('Location', { exact: true })).toHaveValue('San Antonio');
    await expect(gallery.getByText(/patio\.png/)).toBeHidden();

    const card = gallery.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    const imageUrl = await card.getByRole('img', { name: title }).getAttribute('src');
    expect(imageUrl).toBeTruthy();
    expect((await request.get(imageUrl!)).status()).toBe(200);

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goBack();
    const again = await openTab(page, 'Gallery');
    await again.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: g.deleteTitle });
    await expect(dialog.getByText(g.deleteConfirm(title))).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(again.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    await expect(toasts(page).getByText(g.deleted, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(g.deletedDescription(title), { exact: true })).toBeVisible();

    // In the trash (issue 29): gone from the public gallery at once, its image kept until the trash is purged.
    expect((await request.get(imageUrl!)).status()).toBe(200);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('honours reduced motion: the category menu opens without antd animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openContent(page);
    await openTab(page, 'Gallery');
    await page.getByRole('combobox', { name: 'Category' }).click();
    const menu = page.locator('.ant-select-dropdown');
    await expect(menu).toBeVisible();
    // The menu's animations last as long as the theme's motion durations say, which reduced motion sets to 0 s. (Its
    // slide-in classes are no proof either way: antd adds them for a frame even at 0 s, and a busy machine sees it.)
    const duration = await menu.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--ant-motion-duration-mid').trim(),
    );
    expect(duration).toBe('0s');
  });

  test("a non-image file is refused with the server's message and nothing is created", async ({ page }) => {
    const title = `E2E Not An Image ${unique()}`;
    await openContent(page);
    const gallery = await openTab(page, 'Gallery');
    await gallery.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture at all'),
    });
    await gallery.getByLabel('Title', { exact: true }).fill(title);
    await gallery.getByLabel('Description', { exact: true }).fill('Should never be stored.');
    await chooseCategory(page, 'Concrete');
    await gallery.getByRole('button', { name: 'Create Item' }).click();

    const toast = toasts(page);
    await expect(toast.getByText(g.uploadErrorTitle, { exact: true })).toBeVisible();
    await expect(toast.getByText(g.unsupportedImage, { exact: true })).toBeVisible();
    await expect(gallery.getByLabel('Title', { exact: true })).toHaveValue(title);
    await gallery.getByRole('button', { name: 'Refresh gallery items' }).click();
    await expect(gallery.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});
