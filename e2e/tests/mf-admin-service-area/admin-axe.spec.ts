import {
  auditLoadingAndError,
  auditPagesOnlineAndOffline,
  goTo,
  routeAdminStates,
  sidebarPagesOf,
} from '../support/admin-audit';
import { AUDIT_SIZES, expectNoSeriousViolations, expectSettled } from '../support/axe';
import { dialogTitled } from '../support/inquiries';
import { expect, openBackOffice, test } from '../support/staff';

/**
 * The service-area remote's pages (Settings and Service Area) pass axe-core's serious and critical rules on a laptop
 * and on a phone (issue 33): online and offline, the edit ZIP dialog, and the loading, error and empty states.
 */
for (const size of AUDIT_SIZES) {
  test.describe(`settings and service area on a ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Each test audits every page of the remote in several states, about ten seconds idle: triple the time a
    // journey gets, so a busy machine does not fail an audit that found nothing.
    test.slow();

    test('its pages online and offline, and the edit ZIP dialog, have no serious or critical axe violation', async ({
      page,
      context,
    }) => {
      await openBackOffice(page);
      const pages = await sidebarPagesOf(page, 'mf_admin_service_area');
      await auditPagesOnlineAndOffline(page, context, pages, async (path) => {
        if (path !== '/admin/service-area') return;
        await page
          .getByRole('button', { name: /^Edit \d{5}$/ })
          .first()
          .click();
        const editZip = dialogTitled(page, 'Edit ZIP Code');
        await expect(editZip.getByLabel('Neighborhood')).toBeVisible();
        await expectNoSeriousViolations(page, 'edit ZIP dialog');
        await editZip.getByRole('button', { name: 'Cancel' }).click();
        await expect(editZip).toBeHidden();
      });
    });

    test('loading, error and empty states have no serious or critical axe violation', async ({ page }) => {
      const states = await routeAdminStates(page);
      await openBackOffice(page);
      await auditLoadingAndError(page, states, await sidebarPagesOf(page, 'mf_admin_service_area'));

      // Empty: no ZIP code (the page reads again: its last read failed).
      states.empty();
      await goTo(page, '/admin/service-area');
      await expectSettled(page);
      await expectNoSeriousViolations(page, '/admin/service-area empty');
    });
  });
}
