import { expect, test, type Page } from '@playwright/test';
import { NAV_ITEMS } from '../support/site-pages';
import { expectAppStarted, layoutShiftSum } from '../support/stack';
import { SITE_URL } from '../../site-url';

/**
 * Issue 12 (fast first paint): the server that serves the shell's HTML draws each public route into it (the route's
 * remote renders its page, the shell its frame), so a phone paints the page before any script has run; the app then
 * takes over without moving or flashing anything.
 */

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test.describe('without running a script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { href } of NAV_ITEMS) {
    test(`${href} arrives drawn: its heading, the frame and the footer's contact details`, async ({
      page,
    }) => {
      await page.goto(href);
      const heading = page.locator('[data-remote-id^="mf_public/"]').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeEmpty();
      // The menu's links are there even while a phone's menu is closed.
      await expect(page.locator('nav[aria-label="Main"] li > a')).toHaveCount(NAV_ITEMS.length);
      await expect(page.locator('footer a[href^="tel:"]')).toBeVisible();
    });
  }

  test("each route's HTML as sent has its own title, description, canonical and Open Graph card (issue 28)", async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const { href } of NAV_ITEMS) {
      const html = await (await request.get(href)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const found = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]!);
      expect(found, `${href}: one title`).toHaveLength(1);
      titles.add(found[0]!);
      expect(head).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(head).toContain(`<link rel="canonical" href="${new URL(href, SITE_URL).href}">`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+">/);
    }
    expect(titles.size).toBe(NAV_ITEMS.length);
  });

  test('admin and sign-in pages are not drawn on the server', async ({ page }) => {
    for (const href of ['/admin', '/admin/login']) {
      await page.goto(href);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

/** Holds the shell's main.js until `release` is called: what a phone on a slow network sees before it arrives. */
async function holdShellScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Remembers every element in #root as the server sent it, before the app starts. */
async function rememberServerElements(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { serverElements: Element[] }).serverElements = [
      ...document.querySelectorAll('#root *'),
    ];
  });
}

/**
 * The elements the server sent that the app did not keep (hydration adopts them; a redraw replaces them all). The
 * quote form's early form is the one expected: the form's code takes its place once it is used or near.
 */
function replacedServerElements(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { serverElements: Element[] }).serverElements
      .filter((element) => !element.isConnected && !element.matches('.mfp-quote__early, .mfp-quote__early *'))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

test('the home page paints before the shell script arrives, and the app takes over without a shift', async ({
  page,
}) => {
  const release = await holdShellScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const title = page.locator('[data-remote-id="mf_public/Home"]').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByTestId('hero')).toHaveCSS('background-image', /home-hero/);
  const titleText = await title.textContent();

  release();
  await expectAppStarted(page);
  await expect(title).toHaveText(titleText!);
  const shift = await layoutShiftSum(page);
  expect(shift).toBeLessThanOrEqual(0.02);
  // The app's page works: the menu opens.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'true');
});

for (const { href } of NAV_ITEMS) {
  test(`${href}: the app hydrates the page the server drew, keeping its elements, never a spinner in between`, async ({
    page,
  }) => {
    // Records any spinner or skeleton added to the page from the first byte on.
    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes)
            if (
              node instanceof Element &&
              (node.matches('.page-spinner, .mfp-spinner__wrap, [data-testid="gallery-skeleton"]') ||
                node.querySelector('.page-spinner, .mfp-spinner__wrap, [data-testid="gallery-skeleton"]'))
            )
              (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdShellScript(page);
    await page.goto(href, { waitUntil: 'commit' });
    const heading = page.locator('[data-remote-id^="mf_public/"]').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await rememberServerElements(page);

    release();
    await expectAppStarted(page);
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await replacedServerElements(page)).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { spinnerSeen?: boolean }).spinnerSeen),
    ).toBeUndefined();
  });
}
