import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/staff';
import sharp from 'sharp';
import { BUILT_IN_HERO_IMAGE_PATH, MESSAGES } from 'shared-contracts';
import { openContentTab, PHONE } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 29, the hero photo, through the composed shell on a phone: upload a hero photo in the Home Page tab, save,
 * see it on / (the phone's 768 px variant), restore the previous version from History and see the built-in photo
 * again. A laptop gets the 1920 px variant: mf-public's hero-background.test.ts (the variable per breakpoint) and
 * admin-content-laptop.spec.ts (the laptop's hero draws that variable).
 */
const m = MESSAGES.content;
const HOME_FIELDS = ['title', 'subtitle', 'description'] as const;

type StoredHome = Record<(typeof HOME_FIELDS)[number], string> & { version: number; heroImagePath: string };

async function storedHome(request: APIRequestContext): Promise<StoredHome> {
  const response = await request.get(`${await apiBaseUrl(request)}/api/content/home`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as StoredHome;
}

async function publishHome(request: APIRequestContext, fields: Record<string, string>): Promise<number> {
  const { version } = await storedHome(request);
  const response = await request.post(`${await apiBaseUrl(request)}/api/content/home`, {
    headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
    data: { ...fields, heroImagePath: BUILT_IN_HERO_IMAGE_PATH, version },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { version: number }).version;
}

test.describe('hero photo', () => {
  test.describe.configure({ mode: 'serial' });
  let original: StoredHome;
  holdPageContentLock(async (request) => {
    await publishHome(request, Object.fromEntries(HOME_FIELDS.map((field) => [field, original[field]])));
  });

  test.beforeAll(async ({ request }) => {
    original = await storedHome(request);
  });

  test.use({ viewport: PHONE });

  test('phone: upload a hero photo, save, see it on /, restore the built-in one from History', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // The version to go back to: the built-in photo.
    const before = await publishHome(
      request,
      Object.fromEntries(HOME_FIELDS.map((field) => [field, original[field]])),
    );
    const home = await openContentTab(page, true, 'Home Page', (panel) =>
      panel.getByLabel('Page Title', { exact: true }),
    );
    const preview = home.getByTestId('hero-photo-preview');
    await expect(preview).toHaveAttribute('src', BUILT_IN_HERO_IMAGE_PATH);

    const jpeg = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 120, g: 70, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const chooser = home.getByLabel('Choose a new hero photo');
    await chooser.focus();
    await expect(chooser).toBeFocused();
    await chooser.setInputFiles({ name: 'hero.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(preview).toHaveAttribute('src', /\/uploads\/hero-[0-9a-f-]{36}-768\.webp$/);
    await home.getByRole('button', { name: m.saveChanges }).click();
    await expect(home.getByText(m.saveSuccess, { exact: true })).toBeVisible();
    const saved = await storedHome(request);
    expect(saved.version).toBe(before + 1);
    expect(saved.heroImagePath).toMatch(/^\/uploads\/hero-[0-9a-f-]{36}-1920\.webp$/);

    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero).toHaveCSS('background-image', /\/uploads\/hero-[0-9a-f-]{36}-768\.webp/);

    await page.goto('/admin/content');
    const again = page.getByRole('tabpanel', { name: 'Home Page' });
    await again.getByRole('button', { name: m.historyButton }).click();
    const dialog = page.getByRole('dialog', { name: m.historyTitle });
    await dialog.getByRole('button', { name: m.versionLabel(before) }).click();
    const photoField = dialog.getByRole('region', { name: 'Hero photo' });
    await expect(photoField).toContainText(BUILT_IN_HERO_IMAGE_PATH);
    await expect(photoField.getByText(m.fieldChanged)).toBeVisible();
    await dialog.getByRole('button', { name: m.restoreVersion }).click();
    await page.getByRole('button', { name: m.restore, exact: true }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(m.restoreSuccess(before)),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again.getByTestId('hero-photo-preview')).toHaveAttribute('src', BUILT_IN_HERO_IMAGE_PATH);

    await page.goto('/');
    await expect(page.getByTestId('hero')).toHaveCSS('background-image', /home-hero/);
  });
});
