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
        labels: element.querySelector('form, .mfp-quote__skeleton')?.textContent ?? '',
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

test("Home: a tap on the form's skeleton is not lost: the tapped field takes the focus when the form arrives", async ({
  page,
}) => {
  // The form's code held back: the visitor reaches the card while it still shows the skeleton.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/QuoteForm_tsx\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/');
  await expectAppStarted(page);
  const section = page.getByRole('region', { name: MESSAGES.publicSite.freeQuoteHeading });
  const skeletonEmail = section.locator('[data-quote-field="email"] input');
  await skeletonEmail.scrollIntoViewIfNeeded();
  // The scroll asks for the form: the slot swaps its skeleton for the loading form's own (same boxes) in a frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(skeletonEmail).toBeVisible();
  // Inert boxes: Playwright's tap would wait for them to take events, which they never do. The visitor's finger does not.
  const box = (await skeletonEmail.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

  release();
  const email = section.getByRole('form', { name: 'Quote request' }).getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
});
