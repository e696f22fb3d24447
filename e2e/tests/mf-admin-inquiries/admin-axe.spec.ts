import { MESSAGES } from 'shared-contracts';
import {
  auditLoadingAndError,
  auditPagesOnlineAndOffline,
  goTo,
  routeAdminStates,
  sidebarPagesOf,
} from '../support/admin-audit';
import { AUDIT_SIZES, expectNoSeriousViolations, expectSettled } from '../support/axe';
import { dialogTitled, quoteFor, searchBox, staffApi, unique } from '../support/inquiries';
import { expect, openBackOffice, test } from '../support/staff';

/**
 * The inquiries remote's pages (the dashboard and the inbox) pass axe-core's serious and critical rules on a laptop
 * and on a phone (issue 33): online and offline, the inquiry details and delete confirmation dialogs, and the
 * loading, error and empty states.
 */
for (const size of AUDIT_SIZES) {
  test.describe(`inquiries on a ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Each test audits every page of the remote in several states, about ten seconds idle: triple the time a
    // journey gets, so a busy machine does not fail an audit that found nothing.
    test.slow();

    test('its pages online and offline, and its dialogs, have no serious or critical axe violation', async ({
      page,
      context,
      request,
    }) => {
      const quote = quoteFor(unique());
      await staffApi(request).then((api) => api.submitQuote(quote));
      await openBackOffice(page);
      await auditPagesOnlineAndOffline(
        page,
        context,
        await sidebarPagesOf(page, 'mf_admin_inquiries'),
        async (path) => {
          if (path !== '/admin/inquiries') return;
          await searchBox(page).fill(quote.email);
          await page.getByRole('button', { name: `View details of the inquiry from ${quote.name}` }).click();
          const details = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
          await expect(details.getByText(quote.message)).toBeVisible();
          await expectNoSeriousViolations(page, 'inquiry details dialog');
          await details.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
          await expect(details).toBeHidden();

          await page.getByRole('button', { name: `Delete the inquiry from ${quote.name}` }).click();
          const confirm = dialogTitled(page, MESSAGES.inquiry.deleteConfirmTitle);
          await expect(confirm).toBeVisible();
          await expectNoSeriousViolations(page, 'delete confirmation');
          await confirm.getByRole('button', { name: 'Cancel' }).click();
          await expect(confirm).toBeHidden();
        },
      );
    });

    test('loading, error and empty states have no serious or critical axe violation', async ({ page }) => {
      // The dashboard the back office opens on is the first page seen loading.
      const states = await routeAdminStates(page);
      await openBackOffice(page);
      await auditLoadingAndError(page, states, await sidebarPagesOf(page, 'mf_admin_inquiries'));

      // Empty: no inquiry matches (the page reads again: its last read failed).
      states.empty();
      await goTo(page, '/admin/inquiries');
      await expectSettled(page);
      await searchBox(page).fill(`no-such-inquiry-${unique()}`);
      await expect(page.getByText(MESSAGES.inquiry.empty).first()).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/inquiries empty');
    });
  });
}
