import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { apiBaseUrl, signInAsStaff, staffIdToken } from './support/auth';
import { holdPageContentLock } from './support/page-content';

/**
 * Issue 29, business details through the composed shell on a desktop and on a phone: staff change the Saturday hours
 * and add an Instagram page in the back office, and the footer, the Contact page and the JSON-LD show them.
 */
const m = MESSAGES.content;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

async function putBack(request: APIRequestContext): Promise<void> {
  const base = await apiBaseUrl(request);
  const { version } = (await (await request.get(`${base}/api/content/business`)).json()) as { version: number };
  const response = await request.post(`${base}/api/content/business`, {
    headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
    data: { ...DEFAULT_CONTENT.business, version },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function openBusinessDetails(page: Page, phone: boolean) {
  await signInAsStaff(page);
  if (phone) await page.getByRole('button', { name: MESSAGES.adminNav.expand }).click();
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/content');
  await page.getByRole('tab', { name: 'Business Details' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Business Details' });
  await expect(panel.getByLabel('Hours Saturday', { exact: true })).toBeVisible();
  return panel;
}

test.describe('business details', () => {
  test.describe.configure({ mode: 'serial' });
  holdPageContentLock(putBack);

  for (const { name, viewport, phone } of VIEWPORTS) {
    test(`${name}: new Saturday hours and an Instagram page reach the footer, Contact and the JSON-LD`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const hour = phone ? 10 : 11;
      const saturday = `${hour}am-3pm`;
      const instagram = `https://www.instagram.com/alamo-${name}`;
      const panel = await openBusinessDetails(page, phone);

      // A typo is caught in the form, with the message saying what is expected.
      await panel.getByLabel('Hours Saturday', { exact: true }).fill('Saturdays');
      await panel.getByRole('button', { name: m.saveChanges }).click();
      await expect(panel.getByText(m.hoursInvalid)).toBeVisible();

      await panel.getByLabel('Hours Saturday', { exact: true }).fill(saturday);
      await panel.getByLabel('Instagram page (optional)', { exact: true }).fill(instagram);
      await panel.getByRole('button', { name: m.saveChanges }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText(m.saveSuccess)).toBeVisible();

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByTestId('footer-hours')).toContainText(`Sat${saturday}`);
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', instagram);
      // The build's JSON-LD is brought up to the edited details once the app has read them.
      const jsonLd = async () =>
        JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
          openingHoursSpecification: { dayOfWeek: string[]; opens: string }[];
          sameAs: string[];
        };
      await expect.poll(async () => (await jsonLd()).sameAs).toContain(instagram);
      expect((await jsonLd()).openingHoursSpecification).toContainEqual(
        expect.objectContaining({ dayOfWeek: ['Saturday'], opens: `${hour}:00` }),
      );

      await page.goto('/contact');
      await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(saturday);
    });
  }
});
