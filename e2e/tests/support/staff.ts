import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { SITE_URL } from '../../site-url';
import { signInAsStaff } from './auth';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Journeys that start in the back office as the seeded staff member. Signing in through the login page is proven by
 * the sign-in journeys (composition/auth.spec.ts); here each worker signs in that way once and every journey's
 * browser starts with that session (Firebase keeps it in IndexedDB, which the storage state carries), instead of
 * paying for the login page in every journey.
 */
export const test = base.extend<object, { staffSession: StorageState }>({
  staffSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: SITE_URL,
        serviceWorkers: 'block',
        storageState: undefined,
      });
      const page = await context.newPage();
      await signInAsStaff(page);
      const session = await context.storageState({ indexedDB: true });
      await context.close();
      await use(session);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ staffSession }, use) => use(staffSession),
});

export { expect };

/** Opens the back office's dashboard with the worker's staff session (a journey of `test` above). */
export async function openBackOffice(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.dashboard.heading })).toBeVisible();
}
