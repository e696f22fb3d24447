import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import type { RuntimeConfig } from 'shared-contracts';
import { ADMIN_PAGES, EVERY_PUBLIC_PAGE as PUBLIC_PAGES, pageModuleId } from '../support/site-pages';
import { signInAsStaff } from '../support/auth';
import { expectRemoteRendered } from '../support/stack';

/** Issue 13, finding 5: the shell's and remotes' security headers, and the whole site working under that policy. */

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

test('the shell and the remotes send a strict policy derived from the runtime config', async ({
  request,
}) => {
  const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
  const origin = (url: string) => new URL(url).origin;

  for (const path of ['/', '/contact', '/admin', '/admin/inquiries']) {
    const page = await request.get(path);
    const headers = page.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    // Every inline script of the page as served is allowed by its hash, and nothing else inline.
    for (const hash of inlineScriptHashes(await page.text())) expect(csp['script-src']).toContain(hash);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        origin(config.apiBaseUrl),
        ...Object.values(config.remotes).map(origin),
        origin(config.firebase.authEmulatorUrl!),
      ]),
    );
    expect(csp['connect-src']!.filter((s) => s.startsWith('http'))).toHaveLength(
      new Set(
        [config.apiBaseUrl, ...Object.values(config.remotes), config.firebase.authEmulatorUrl!].map(origin),
      ).size,
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  }
  // The service worker keeps the policy of its script until the script changes: scripts limited to the site, its
  // connections open (a remote moved by the config must stay reachable for returning visitors).
  const worker = directives((await request.get('/sw.js')).headers()['content-security-policy'] ?? '');
  expect(worker['script-src']).toEqual(["'self'"]);
  expect(worker['connect-src']).toContain('*');

  const manifest = await request.get(config.remotes.mf_public);
  expect(manifest.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  // Document policies stay off files: they do not act there, and each would add bytes to every chunk.
  expect(manifest.headers()['content-security-policy']).toBeUndefined();
});

/** Collects CSP violations (the DOM event and the console's report) from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('every public page, sign-in and every admin section work under the policy without a violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);

  for (const route of PUBLIC_PAGES) {
    await page.goto(route.path);
    await expectRemoteRendered(page, pageModuleId(route));
  }
  // Photos of the site and the gallery's uploads (API origin) loaded.
  await page.goto('/gallery');
  await expect(page.locator('img').first()).toBeVisible();

  await signInAsStaff(page);
  for (const route of ADMIN_PAGES) {
    await page.goto(route.path);
    await expectRemoteRendered(page, pageModuleId(route));
  }
  expect(violations).toEqual([]);
});

test('the shell cannot be framed by another site', async ({ page, baseURL }) => {
  const violations = await watchCsp(page);
  // Another site (a server of this test, on a free port of this machine: another origin) framing the admin.
  const framer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><iframe src="${baseURL}/admin"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    // Chromium refuses the frame and reports it on the embedding page; the admin never renders inside.
    await expect.poll(() => violations.join('\n')).toMatch(/frame-ancestors/);
    await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
  } finally {
    framer.close();
  }
});
