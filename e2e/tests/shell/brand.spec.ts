import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS, MESSAGES } from 'shared-contracts';
import { loginForm, signInAsStaff, STAFF } from '../support/auth';
import { remoteSection } from '../support/stack';
import { tokenColour } from '../support/design-tokens';

/**
 * Issue 17, brand and clear words, on a desktop and on a phone: the sign-in page and the back office wear the public
 * site's design tokens (logo, brick primary buttons, its fonts, toasts included), and a wrong password reads as a
 * plain sentence with the provider's code on a details line. Expected colours and fonts are read from the page's own
 * tokens (web-kit/tokens.css), so this test types no token value.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOGO = `${BUSINESS.name} logo`;

/** A font token (`--font-body`...), quotes dropped: computed font-family lists quote names their own way. */
async function fontToken(page: Page, name: string): Promise<string> {
  const value = await page.evaluate(
    (p) => getComputedStyle(document.documentElement).getPropertyValue(p),
    name,
  );
  return unquoted(value);
}

const unquoted = (fonts: string) => fonts.replace(/["']/g, '').trim();
const fontOf = async (locator: Locator) =>
  unquoted(await locator.evaluate((element) => getComputedStyle(element).fontFamily));

for (const viewport of VIEWPORTS) {
  test.describe(`brand and sign-in words on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the sign-in page shows the logo, the heading font and a brick primary button', async ({ page }) => {
      await page.goto('/admin/login');
      const card = page.getByRole('main');
      await expect(card.getByRole('img', { name: LOGO })).toBeVisible();
      const heading = card.getByRole('heading', { name: MESSAGES.login.title });
      await expect(heading).toBeVisible();
      expect(await fontOf(heading)).toBe(await fontToken(page, '--font-heading'));
      const submit = loginForm(page).submit;
      await expect(submit).toBeVisible();
      await expect(submit).toHaveCSS('background-color', await tokenColour(page, '--brick'));
    });

    test('a wrong password reads as a plain sentence, with the provider code on the details line', async ({
      page,
    }) => {
      await page.goto('/admin/login');
      const form = loginForm(page);
      await form.email.fill(STAFF.email);
      await form.password.fill('not-the-password');
      await form.submit.click();
      const notice = page.getByRole('alert').filter({ hasText: MESSAGES.login.errorTitle });
      await expect(notice).toBeVisible();
      // The Auth emulator answers INVALID_PASSWORD; projects with e-mail enumeration protection say
      // invalid-credential instead. Either way: its sentence, and its code on the details line.
      const details = notice.locator('.toast__details');
      await expect(details).toHaveText(/^Error code: auth\/(wrong-password|invalid-credential)$/);
      const sentence = (await details.textContent())!.endsWith('wrong-password')
        ? MESSAGES.identityProvider.wrongPassword
        : MESSAGES.identityProvider.invalidCredential;
      await expect(notice).toContainText(sentence);
      await expect(notice).not.toContainText('Firebase:');
      // The toast is in the site's body font, not the browser's default serif.
      expect(await fontOf(notice)).toBe(await fontToken(page, '--font-body'));
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    test('the back office shows the logo in its sidebar and the brand on antd, inside the remotes too', async ({
      page,
    }) => {
      await signInAsStaff(page);
      const toggle = page.getByRole('button', { name: MESSAGES.adminNav.expand });
      if (viewport.name === 'phone') {
        // The sidebar starts hidden on a phone: the header carries the logo, the toggle opens the sidebar.
        await expect(page.locator('.admin-layout__header').getByRole('img', { name: LOGO })).toBeVisible();
        await toggle.click();
      }
      const sidebar = page.getByRole('complementary', { name: 'Admin navigation' });
      await expect(sidebar.getByRole('img', { name: LOGO })).toBeVisible();
      // The page that is open: the brand's tint and dark brick in the menu.
      const selected = sidebar.getByRole('menuitem', { name: MESSAGES.adminNav.dashboard });
      await expect(selected).toHaveCSS('color', await tokenColour(page, '--brick-dark'));
      await expect(selected).toHaveCSS('background-color', await tokenColour(page, '--brick-tint'));

      // A remote page's primary button gets the same theme: one antd at runtime, inside the layout's provider.
      await sidebar.getByRole('link', { name: MESSAGES.adminNav.settings }).click();
      const settings = remoteSection(page, 'mf_admin_service_area/Settings');
      const save = settings.locator('.ant-btn-primary').first();
      await expect(save).toBeVisible();
      await expect(save).toHaveCSS('background-color', await tokenColour(page, '--brick'));
      expect(await fontOf(save)).toBe(await fontToken(page, '--font-body'));
    });
  });
}
