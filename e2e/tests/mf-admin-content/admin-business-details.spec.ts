import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/staff';
import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { openAdminPage, PHONE } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 29, business details through the composed shell on a phone: staff change the Saturday hours and add an
 * Instagram page on the back office's Business Details page, and the footer, the Contact page and the JSON-LD show
 * them. (On a laptop only the sidebar differs: composition/admin-page-frame.spec.ts follows its every link there.)
 */
const m = MESSAGES.content;

async function putBack(request: APIRequestContext): Promise<void> {
  const base = await apiBaseUrl(request);
  const { version } = (await (await request.get(`${base}/api/content/business`)).json()) as {
    version: number;
  };
  const response = await request.post(`${base}/api/content/business`, {
    headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
    data: { ...DEFAULT_CONTENT.business, version },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.describe('business details', () => {
  test.describe.configure({ mode: 'serial' });
  holdPageContentLock(putBack);

  test.use({ viewport: PHONE });

  test('phone: new Saturday hours and an Instagram page reach the footer, Contact and the JSON-LD', async ({
    page,
  }) => {
    const hour = 10;
    const saturday = `${hour}am-3pm`;
    const instagram = 'https://www.instagram.com/alamo-phone';
    await openAdminPage(page, true, MESSAGES.adminNav.businessDetails, '/admin/business');
    const panel = page.getByRole('main');
    await expect(
      panel.getByRole('heading', { level: 1, name: MESSAGES.adminNav.businessDetails }),
    ).toBeVisible();

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
});
