import { expect, test, type ConsoleMessage } from '@playwright/test';
import { expectAppStarted } from '../support/stack';

/**
 * Issue 44: no public route logs an error, in either language (Lighthouse's best practices count every one). Measured
 * before: /contact and /es/contact logged one on every visit, the quote funnel's beacon answered with
 * Cross-Origin-Resource-Policy: same-origin, which the browser blocks for a no-cors request from the shell's origin.
 */
const ROUTES = ['/', '/services', '/gallery', '/contact'];

test('every public route, English and Spanish, loads and starts with no console error', async ({ page }) => {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const route of ROUTES.flatMap((path) => [path, path === '/' ? '/es' : `/es${path}`])) {
    // The contact pages count a visit once the app runs: its answer must be readable too.
    const beacon = route.endsWith('/contact')
      ? page.waitForResponse((response) => response.url().includes('/api/public/funnel/visit'))
      : undefined;
    await page.goto(route);
    await expectAppStarted(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (beacon) expect((await beacon).status()).toBe(204);
  }
  // A console message is reported asynchronously: one more page lets the last route's arrive.
  await page.goto('/');
  await expectAppStarted(page);
  expect(errors).toEqual([]);
});
