import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, MESSAGES_ES, type Locale } from 'shared-contracts';
import { pageModuleId, publicPagesIn } from '../support/site-pages';
import { expectRemoteRendered, RemoteCopy, remoteSection } from '../support/stack';

/**
 * Offline for real (issue 12): the shell's service worker, after one online visit, renders every public route with no
 * network at all (client-side navigation, reload and a typed URL), with the content the browser last fetched, the
 * fallback banner and the Offline Mode badge; and a new remote deployment is picked up on the next online load.
 */
test.use({ serviceWorkers: 'allow' });

const pagesIn = (locale: Locale) => publicPagesIn(locale).map((p) => ({ ...p, id: pageModuleId(p) }));
const PUBLIC_PAGES = pagesIn('en');
const TEXTS = { en: MESSAGES, es: MESSAGES_ES } as const;
const mainNav = (page: Page, locale: Locale = 'en') =>
  page.getByRole('navigation', { name: TEXTS[locale].frameLabels.mainNav });
const h1 = (page: Page, id: string) => remoteSection(page, id).getByRole('heading', { level: 1 }).first();

/** First visit, then a reload once the worker is active, so the page (and its API reads) goes through it. */
async function openUnderServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await expectRemoteRendered(page, 'mf_public/Home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expectRemoteRendered(page, 'mf_public/Home');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

type Seen = Record<string, { title: string; articles: number }>;

/** Each public page online, by the menu: what it shows is what the worker keeps for later. */
async function visitOnline(page: Page, locale: Locale = 'en'): Promise<Seen> {
  const seen: Seen = {};
  for (const { id, label } of pagesIn(locale)) {
    await mainNav(page, locale).getByRole('link', { name: label, exact: true }).click();
    await expectRemoteRendered(page, id);
    await expect(page.getByTestId('gallery-skeleton')).toHaveCount(0);
    seen[id] = {
      title: (await h1(page, id).textContent()) ?? '',
      articles: await page.getByRole('article').count(),
    };
  }
  return seen;
}

async function expectOfflinePage(page: Page, id: string, seen: Seen, locale: Locale = 'en'): Promise<void> {
  await expectRemoteRendered(page, id);
  await expect(h1(page, id)).toHaveText(seen[id]!.title);
  await expect(page.getByRole('article')).toHaveCount(seen[id]!.articles);
  await expect(page.getByText(TEXTS[locale].frame.fallbackBanner)).toBeVisible();
  await expect(page.getByTestId('connection-badge')).toHaveText(TEXTS[locale].frame.offlineBadge);
}

test('the worker script is served fresh from the site root', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('after one online visit, every public route renders offline: menu, reload and typed URL', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openUnderServiceWorker(page);
  const seen = await visitOnline(page);
  await context.setOffline(true);
  try {
    for (const { id, label } of PUBLIC_PAGES) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expectOfflinePage(page, id, seen);
      await page.reload();
      await expectOfflinePage(page, id, seen);
    }
    for (const { id, path } of PUBLIC_PAGES) {
      await page.goto(path);
      await expectOfflinePage(page, id, seen);
    }
    // The built-in photos (WebP variants and the gallery's stand-in) come from the worker too.
    const photos = ['/images/home-hero-768.webp', '/images/gallery/stamped-patio-400.webp'];
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
      photos,
    );
    expect(statuses).toEqual([200, 200]);

    // The admin side stays online-only: a typed admin URL offline shows the section fallback, not a blank page.
    await page.goto('/admin/content');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the Spanish routes work offline the same way, in Spanish (issue 30)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openUnderServiceWorker(page);
  await page.goto('/es');
  await expectRemoteRendered(page, 'mf_public/HomeEs');
  const seen = await visitOnline(page, 'es');
  await context.setOffline(true);
  try {
    for (const { id, label } of pagesIn('es')) {
      await mainNav(page, 'es').getByRole('link', { name: label, exact: true }).click();
      await expectOfflinePage(page, id, seen, 'es');
      await page.reload();
      await expectOfflinePage(page, id, seen, 'es');
    }
    for (const { id, path } of pagesIn('es')) {
      await page.goto(path);
      await expectOfflinePage(page, id, seen, 'es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    }
  } finally {
    await context.setOffline(false);
  }
});

test.describe('a relocated remote', () => {
  // The config is patched in the browser only, which the real server's CSP (derived from its own config, listing the
  // configured remotes only) rightly refuses; a deployment moves both together (security-headers.spec.ts).
  test.use({ bypassCSP: true });

  test('back online, a new manifest URL in the runtime config is used on the next load, not the cached remote', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await openUnderServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expectRemoteRendered(page, 'mf_public/Home');
    await context.setOffline(false);

    const relocated = new RemoteCopy('mf-public');
    await relocated.start();
    try {
      const relocatedOrigin = `http://127.0.0.1:${relocated.port}`;
      const pageAsked: string[] = [];
      context.on('request', (request) => {
        // Requests of the page itself (answered by the worker or not), not the worker's own warm-up fetches.
        if (!request.serviceWorker() && request.url().startsWith(relocatedOrigin)) {
          pageAsked.push(new URL(request.url()).pathname);
        }
      });
      // context.route also sees the worker's own requests (page.route does not): the deployment moves mf_public.
      await context.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as { remotes: Record<string, string> };
        const remotes = { ...config.remotes, mf_public: relocated.manifestUrl };
        await route.fulfill({ response, json: { ...config, remotes } });
      });
      await page.reload();
      await expectRemoteRendered(page, 'mf_public/Home');
      await expect(page.getByText(MESSAGES.frame.fallbackBanner)).toHaveCount(0);
      expect(pageAsked).toContain('/mf-manifest.json');
      expect(pageAsked).toContain('/remoteEntry.js');
      // The page's own code: its exposed module (the page in the remote's section providers).
      expect(pageAsked.some((path) => path.startsWith('/__federation_expose_Home.'))).toBe(true);
    } finally {
      await relocated.stop();
    }
  });
});
