import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';

/**
 * Issue 28: the quote form on a phone (390x844, the sticky public header on top). An invalid submit leads the visitor
 * to the first field to fix, in sight.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const QUOTE_PAGES = [
  { path: '/contact', heading: MESSAGES.publicSite.requestQuoteHeading },
  { path: '/', heading: MESSAGES.publicSite.freeQuoteHeading },
];

/** Asserts `field` is entirely between the sticky header's bottom edge and the viewport's bottom edge. */
async function expectClearOfHeader(page: Page, field: ReturnType<Page['getByLabel']>) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await field.boundingBox();
  expect(header, 'the sticky header').not.toBeNull();
  expect(box, 'the field').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

for (const { path, heading } of QUOTE_PAGES) {
  test(`${path}: an invalid submit focuses Name, fully visible below the sticky header`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: heading });
    await section.getByRole('heading', { name: heading }).scrollIntoViewIfNeeded();
    const form = section.getByRole('form', { name: 'Quote request' });
    // Tapping the button scrolls the form's end into view: Name, its first field, is then far above, under the header.
    await form.getByRole('button', { name: 'Request Free Quote' }).tap();
    await expect(form.getByText(MESSAGES.quote.zipCode, { exact: true })).toBeVisible();

    const name = form.getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    await expectClearOfHeader(page, name);
  });
}
