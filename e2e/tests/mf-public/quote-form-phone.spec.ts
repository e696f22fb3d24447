import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { expectAppStarted } from '../support/stack';

/**
 * Issue 28: the quote form on a phone (390x844, the sticky public header on top). Home's form card is never blank on
 * the way to it, and an invalid submit leads the visitor to the first field to fix, in sight.
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

interface Arrival {
  labels: string;
  boxes: number;
  height: number;
}

test("Home: the quote card is never blank when it comes into view, and the form takes the skeleton's place without a shift", async ({
  page,
}) => {
  await page.goto('/');
  await expectAppStarted(page);
  const section = page.getByRole('region', { name: MESSAGES.publicSite.freeQuoteHeading });
  // What the card holds in the first frame it is in view (an observer's callback runs before the next paint).
  await section.evaluate((element) => {
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      (window as unknown as { arrival: Arrival }).arrival = {
        labels: element.querySelector('form')?.textContent ?? '',
        boxes: element.querySelectorAll('.mfp-quote__control').length,
        height: element.getBoundingClientRect().height,
      };
    });
    observer.observe(element);
  });
  // The worst case: one jump straight to the card (a fling, or a "Get a Free Quote" link), no time to load first.
  await section.evaluate((element) => element.scrollIntoView());
  await page.waitForFunction(() => 'arrival' in window);
  const arrival = await page.evaluate(() => (window as unknown as { arrival: Arrival }).arrival);
  for (const label of ['Name', 'Email', 'Phone', 'ZIP Code', 'Project Type', 'Message', 'Request Free Quote'])
    expect(arrival.labels).toContain(label);
  expect(arrival.boxes).toBe(6);

  await expect(section.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  const after = await section.evaluate((element) => element.getBoundingClientRect().height);
  expect(Math.abs(after - arrival.height)).toBeLessThanOrEqual(1);
});

test("Home: the early form takes a tap and typing before the form's code is there; the form takes them over (issue 44)", async ({
  page,
}) => {
  // The form's code held back: the visitor reaches the card and types while only the early form is there.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/QuoteForm_tsx\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/');
  await expectAppStarted(page);
  const section = page.getByRole('region', { name: MESSAGES.publicSite.freeQuoteHeading });
  const email = section.getByRole('form', { name: 'Quote request' }).getByLabel('Email', { exact: true });
  await email.tap();
  await page.keyboard.type('maria@example.');
  await expect(section.locator('.mfp-quote__early')).toBeVisible();

  release();
  await expect(section.locator('.mfp-quote__early')).toHaveCount(0);
  await expect(email).toBeFocused();
  await page.keyboard.type('com');
  await expect(email).toHaveValue('maria@example.com');
});
