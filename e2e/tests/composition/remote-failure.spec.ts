import { expect, test } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import {
  chunksOnlyUsedBy,
  expectRemoteFallback,
  expectRemoteRendered,
  openAdminPage,
  patchRuntimeConfig,
  RemoteCopy,
} from '../support/stack';

// These tests move a remote in the browser only (patchRuntimeConfig answers /config.json), which the policy the real
// server derives from its own config rightly refuses (connect-src/script-src list the configured remotes only). A
// deployment moves config and headers together (security-headers.spec.ts); here the page's CSP is bypassed.
test.use({ bypassCSP: true });

// Each test points mf_public at its own copy of the remote, so stopping it never disturbs other tests.
test.describe('a remote that fails only degrades its own section', () => {
  let remote: RemoteCopy;

  test.beforeEach(async ({ page }) => {
    remote = new RemoteCopy('mf-public');
    await remote.start();
    await patchRuntimeConfig(page, { mf_public: remote.manifestUrl });
  });

  test.afterEach(async () => {
    await remote.stop();
  });

  test('server down: fallback with Retry, other routes work, Retry recovers once it is back', async ({ page }) => {
    await remote.stop();
    await page.goto('/services');
    await expectRemoteFallback(page, 'mf_public/Services');
    // The frame around the failed section still works.
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeVisible();

    // Other routes: shell pages, the 404 screen and another remote.
    await page.goto('/simple');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: MESSAGES.frame.notFoundHeading })).toBeVisible();
    await openAdminPage(page, '/admin/content', 'mf_admin_content/Content');
    await expectRemoteRendered(page, 'mf_admin_content/Content');

    await page.goto('/services');
    await expectRemoteFallback(page, 'mf_public/Services');
    await remote.start(); // same port again
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRemoteRendered(page, 'mf_public/Services');
  });

  test('manifest 404: fallback, then Retry recovers', async ({ page }) => {
    let broken = true;
    await page.route(`**:${remote.port}/mf-manifest.json`, (route) =>
      broken ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
    );
    await page.goto('/gallery');
    await expectRemoteFallback(page, 'mf_public/Gallery');
    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRemoteRendered(page, 'mf_public/Gallery');
  });

  test('chunk 404: fallback in the section, header stays, Retry recovers', async ({ page }) => {
    let broken = true;
    const contactOnly = chunksOnlyUsedBy('mf-public', './Contact');
    expect(contactOnly.length).toBeGreaterThan(0);
    await page.route(
      (url) => url.port === String(remote.port) && contactOnly.some((file) => url.pathname.endsWith(`/${file}`)),
      (route) => (broken ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback()),
    );
    await page.goto('/contact');
    await expectRemoteFallback(page, 'mf_public/Contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // A sibling page of the same remote still loads (only that chunk is missing).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expectRemoteRendered(page, 'mf_public/Services');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expectRemoteFallback(page, 'mf_public/Contact');
    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRemoteRendered(page, 'mf_public/Contact');
  });
});

test('the runtime config decides where a remote is loaded from, without rebuilding the shell', async ({ page }) => {
  const relocated = new RemoteCopy('mf-public');
  await relocated.start();
  try {
    const remoteRequests: Promise<string | undefined>[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('mf-manifest') || url.pathname.includes('__federation_expose')) {
        // The HTML's idle-time prefetches of the other pages (issue 44) come from the server's own config, which
        // this test leaves as it is: what the app loads is what the runtime config it reads names.
        remoteRequests.push(
          request.allHeaders().then((headers) => (headers['sec-purpose'] === 'prefetch' ? undefined : url.origin)),
        );
      }
    });
    await patchRuntimeConfig(page, { mf_public: relocated.manifestUrl });
    await page.goto('/gallery');
    await expectRemoteRendered(page, 'mf_public/Gallery');
    const loaded = (await Promise.all(remoteRequests)).filter((origin) => origin !== undefined);
    expect(loaded.length).toBeGreaterThan(0);
    expect(new Set(loaded)).toEqual(new Set([`http://127.0.0.1:${relocated.port}`]));
  } finally {
    await relocated.stop();
  }
});
