import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startProductionSite, type ProductionSite } from 'stack/production-site';

/**
 * Issue 25, first views in production: the shell's production server, started by its own command (`node
 * shell-server/dist/main.js`: no Auth emulator, no mail server, production mode) over the built dists, with the API in production
 * mode and each remote's dist/ on a static server as a CDN serves it. Not the launcher's stack: a site of its own, on
 * free ports.
 */

test.describe.configure({ mode: 'serial' });

let site: ProductionSite;

test.beforeAll(async () => {
  test.info().setTimeout(240_000);
  site = await startProductionSite();
});

test.afterAll(async () => {
  await site?.stop();
});

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

test('/ arrives with its first view drawn by the server, under the policy of the production config', async ({
  request,
}) => {
  const response = await request.get(`${site.shellUrl}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The page's markup is in #root as sent, framed by the shell: nothing waits for a script to draw it.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(/^<div id="root"><div class="public-frame">/);
  expect(root).toContain('data-remote-id="mf_public/Home"');
  expect(root).toMatch(/<h1[^>]*>[^<]+/);

  const headers = response.headers();
  const csp = headers['content-security-policy']!;
  for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
  expect(csp).toContain(`connect-src 'self' ${site.apiUrl}`);
  // Production: Firebase Auth's own endpoints, no emulator.
  expect(csp).toContain('https://identitytoolkit.googleapis.com');
  expect(csp).not.toContain(':9099');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
});

test.describe('in a browser that runs no script', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its heading and the menu', async ({ page }) => {
    for (const route of ['/', '/services', '/gallery', '/contact']) {
      await page.goto(`${site.shellUrl}${route}`);
      await expect(page.locator('[data-remote-id^="mf_public/"]').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('nav[aria-label="Main"] li > a')).toHaveCount(4);
    }
  });
});

test('server-only files are not reachable at the shell or at any remote', async ({ request }) => {
  const origins = [site.shellUrl, ...Object.values(site.remoteUrls)];
  for (const origin of origins)
    for (const file of ['/server/first-paint.mjs', '/dist-server/first-paint.mjs', '/first-paint.mjs', '/_headers'])
      expect(`${origin}${file} ${(await request.get(`${origin}${file}`)).status()}`).toBe(`${origin}${file} 404`);
  // What is public stays public: the remote's manifest states its renderer's hash, not where the renderer is.
  const manifest = (await (await request.get(`${site.remoteUrls['mf-public']}/mf-manifest.json`)).json()) as {
    metaData: { declaration: { firstPaint: { contract: number; sha256: string } } };
  };
  expect(manifest.metaData.declaration.firstPaint).toEqual({ contract: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
});
