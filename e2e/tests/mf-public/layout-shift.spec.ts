import { expect, test, type Page } from '@playwright/test';
import { createGalleryPair, removeGalleryItem } from '../support/gallery-items';
import { NAV_ITEMS } from '../support/site-pages';
import { holdPageContentLock } from '../support/page-content';
import { expectAppStarted, layoutShiftSum } from '../support/stack';

/**
 * Issue 12 (fast first paint): the shell draws its frame before a remote page arrives, and nothing the visitor sees
 * may jump when the page renders into it. The shift sum is measured in the page itself, on a phone-sized screen
 * (the footer sat inside the first screen there and was pushed down: 0.42).
 */

const MAX_LAYOUT_SHIFT = 0.02;

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test.describe('first render', () => {
  // The gallery is shared by the workers: a journey that adds an item (a before/after pair, issue 31) while this
  // measures would change the page under it. The same lock as the journeys that change the gallery.
  holdPageContentLock();
  for (const { href } of NAV_ITEMS) {
    test(`${href} renders without shifting the layout (CLS <= ${MAX_LAYOUT_SHIFT})`, async ({ page }) => {
      await page.goto(href);
      expect(await settledLayoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  }

  // Issue 31: a before/after pair in the first screen brings its comparison code and second photo after the page has
  // drawn; both fill the card's reserved 4:3 box, so nothing below may move.
  test(`/gallery with a before/after pair first renders without shifting the layout (CLS <= ${MAX_LAYOUT_SHIFT})`, async ({
    page,
    request,
  }) => {
    const title = `Shift pair ${Date.now().toString(36)}`;
    const id = await createGalleryPair(request, title);
    try {
      await page.goto('/gallery');
      const firstCard = page.locator('.mfp-gallery__grid > *').first();
      await expect(firstCard.getByRole('slider')).toBeVisible();
      expect(await settledLayoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    } finally {
      await removeGalleryItem(request, id);
    }
  });
});

/** The page's layout shift sum once its heading is up, no spinner or skeleton is left and the network is quiet. */
async function settledLayoutShift(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.locator('.page-spinner, .mfp-spinner__wrap, [data-testid="gallery-skeleton"]'),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return layoutShiftSum(page);
}

test('the gallery grid keeps its distance from the header band and the footer', async ({ page }) => {
  await page.goto('/gallery');
  await expectAppStarted(page); // measured once the app has hydrated the first view
  const grid = page.locator('.mfp-gallery__grid');
  await expect(grid).toBeVisible();
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  const [band, gridBox, footer] = [
    await box('.mfp-gallery__header'),
    await box('.mfp-gallery__grid'),
    await box('footer'),
  ];
  expect(gridBox.y - (band.y + band.height)).toBeGreaterThanOrEqual(24);
  expect(footer.y - (gridBox.y + gridBox.height)).toBeGreaterThanOrEqual(24);
});
