import { MESSAGES } from 'shared-contracts';
import {
  auditLoadingAndError,
  auditPagesOnlineAndOffline,
  clickSidebarLink,
  goTo,
  routeAdminStates,
  sidebarPagesOf,
} from '../support/admin-audit';
import { AUDIT_SIZES, expectNoSeriousViolations, expectSettled } from '../support/axe';
import { dialogTitled, unique } from '../support/inquiries';
import { expect, openBackOffice, test } from '../support/staff';

/**
 * The content remote's pages (Website Content and Business Details) pass axe-core's serious and critical rules on a
 * laptop and on a phone (issue 33): online and offline, the leave-page prompt, and the loading, error and empty
 * states.
 */
for (const size of AUDIT_SIZES) {
  test.describe(`content on a ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Each test audits every page of the remote in several states, about ten seconds idle: triple the time a
    // journey gets, so a busy machine does not fail an audit that found nothing.
    test.slow();

    test('its pages online and offline, and the leave-page prompt, have no serious or critical axe violation', async ({
      page,
      context,
    }) => {
      await openBackOffice(page);
      await auditPagesOnlineAndOffline(page, context, await sidebarPagesOf(page, 'mf_admin_content'));

      // Leaving the content editor with a change asks first.
      await goTo(page, '/admin/content');
      await expectSettled(page);
      await page.getByLabel('Page Title').fill(`Unsaved title ${unique()}`);
      await clickSidebarLink(page, '/admin');
      const leave = dialogTitled(page, MESSAGES.unsavedChanges.leaveTitle);
      await expect(leave).toBeVisible();
      await expectNoSeriousViolations(page, 'leave-page prompt');
      await leave.getByRole('button', { name: MESSAGES.unsavedChanges.stay }).click();
      await expect(leave).toBeHidden();
    });

    test('loading, error and empty states have no serious or critical axe violation', async ({ page }) => {
      const states = await routeAdminStates(page);
      await openBackOffice(page);
      await auditLoadingAndError(page, states, await sidebarPagesOf(page, 'mf_admin_content'));

      // Empty: no gallery item (the page reads again: its last read failed).
      states.empty();
      await goTo(page, '/admin/content');
      await page.getByRole('tab', { name: 'Gallery' }).click();
      await expect(page.getByText(MESSAGES.gallery.empty)).toBeVisible();
      await expectNoSeriousViolations(page, '/admin/content gallery empty');
    });
  });
}
