import { expect, test, type Page } from '@playwright/test';
import { LIGHTBOX_TEXTS } from 'shared-contracts';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 31: a gallery photo opens full screen, with its caption and category, a link of its own (?photo=<id>), next
 * and previous by the arrow keys or a swipe, Esc or Close to leave, focus kept inside and given back.
 */
const t = LIGHTBOX_TEXTS.en;

async function titles(page: Page): Promise<string[]> {
  // Projects shown as a plain photo (a before/after pair has its own journey: gallery-before-after.spec.ts).
  const cards = page.locator('.mfp-gallery__card:not(:has(.mfp-ba)) h2');
  await expect(cards.first()).toBeVisible();
  return cards.allTextContents();
}

const lightbox = (page: Page) => page.getByRole('dialog');

test.describe('desktop 1366x900, keyboard', () => {
  // It opens the first photos: a journey adding or reordering gallery items meanwhile would change them.
  holdPageContentLock();
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens a photo large, moves with the arrow keys, keeps focus inside, closes with Esc back to the card', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const [first, second] = await titles(page);
    const opener = page.getByRole('button', { name: first!, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = lightbox(page);
    await expect(dialog).toHaveAccessibleName(t.dialogLabel(first!));
    await expect(dialog.getByRole('heading', { name: first! })).toBeVisible();
    await expect(dialog.locator('.mfp-lightbox__category')).not.toBeEmpty();
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
    expect(new URL(page.url()).searchParams.get('photo')).toBeTruthy();
    // The image fills the screen's width or height, not a card's 380 px.
    const box = await dialog.getByRole('img', { name: first!, exact: true }).boundingBox();
    expect(Math.max(box!.width, box!.height)).toBeGreaterThan(500);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(t.dialogLabel(second!));
    await expect(dialog.getByText(t.position(2, (await titles(page)).length))).toBeVisible();
    const shared = page.url();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(t.dialogLabel(first!));

    // Tab and Shift+Tab never leave the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(new URL(page.url()).searchParams.get('photo')).toBeNull();

    // The link of a photo opens it on arrival.
    await page.goto(shared);
    await expect(lightbox(page)).toHaveAccessibleName(t.dialogLabel(second!));
    await lightbox(page).getByRole('button', { name: t.close }).click();
    await expect(lightbox(page)).toBeHidden();
  });
});

test.describe('phone 390x844, swipe', () => {
  holdPageContentLock();
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.describe('a browser preferring Spanish: the English page offers the language, fixed at the bottom', () => {
    test.use({ locale: 'es-ES' });
    test('a swipe left shows the next photo, a swipe right the previous one; Close leaves', async ({
      page,
    }) => {
      await page.goto('/gallery');
      await expect(page.locator('.pf-lang-offer')).toBeVisible();
      const [first, second] = await titles(page);
      await page.getByRole('button', { name: first!, exact: true }).tap();
      const dialog = lightbox(page);
      await expect(dialog).toHaveAccessibleName(t.dialogLabel(first!));
      // Issue 44: the backdrop hides the page completely (its captions showed through behind this one): opaque, and
      // on top at every point of the screen, the caption's band included.
      expect(
        await dialog.evaluate((element) => {
          const opaque = /^rgb\(/.test(getComputedStyle(element).backgroundColor);
          const uncovered: string[] = [];
          for (let y = 5; y < innerHeight; y += 40)
            for (let x = 5; x < innerWidth; x += 40) {
              const top = document.elementFromPoint(x, y);
              if (top && !element.contains(top)) uncovered.push(`${x},${y}: ${top.className}`);
            }
          return { opaque, uncovered };
        }),
      ).toEqual({ opaque: true, uncovered: [] });
      const stage = dialog.locator('.mfp-lightbox__stage');
      const swipe = async (fromX: number, toX: number) => {
        await stage.dispatchEvent('pointerdown', {
          clientX: fromX,
          clientY: 400,
          pointerType: 'touch',
          isPrimary: true,
        });
        await stage.dispatchEvent('pointerup', {
          clientX: toX,
          clientY: 410,
          pointerType: 'touch',
          isPrimary: true,
        });
      };
      await swipe(320, 80);
      await expect(dialog).toHaveAccessibleName(t.dialogLabel(second!));
      await swipe(80, 320);
      await expect(dialog).toHaveAccessibleName(t.dialogLabel(first!));
      // A short or mostly vertical move is not a swipe.
      await swipe(200, 180);
      await expect(dialog).toHaveAccessibleName(t.dialogLabel(first!));
      await dialog.getByRole('button', { name: t.close }).tap();
      await expect(dialog).toBeHidden();
    });
  });

  test("the phone's Back closes the photo and stays on the gallery; Back again leaves it", async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/gallery');
    const [first, second] = await titles(page);
    const opener = page.getByRole('button', { name: first!, exact: true });
    await opener.tap();
    const dialog = lightbox(page);
    await expect(dialog).toHaveAccessibleName(t.dialogLabel(first!));
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(t.dialogLabel(second!));

    // Moving between photos added no entries: one Back closes the lightbox, on the gallery, focus on its photo.
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/gallery');
    expect(new URL(page.url()).searchParams.get('photo')).toBeNull();
    await expect(opener).toBeFocused();

    // Closing with the button leaves no entry behind either: the next Back leaves the gallery.
    await opener.tap();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.close }).tap();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).searchParams.get('photo')).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});
