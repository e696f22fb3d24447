import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/staff';
import { LIMITS, MESSAGES, type AdminInquiry } from 'shared-contracts';
import { expectNoSidewaysScroll, openAdminPage, PHONE, toast } from '../support/admin';
import { STAFF } from '../support/auth';
import { choose, dialogTitled, quoteFor, searchBox, staffApi, unique } from '../support/inquiries';

/**
 * Issue 17 through the composed shell, on a phone: the inbox (cards under 768px), internal notes and the status
 * history in the details dialog, and the confirmations of a delete and a status change. The laptop's inbox table, its
 * row actions on screen and the dialog's fit there: admin-laptop.spec.ts.
 */
const m = MESSAGES.inquiry;

/** Opens the inbox the way staff would on a phone (from the hidden sidebar). */
async function openInbox(page: Page): Promise<void> {
  await openAdminPage(page, true, 'Inquiries', '/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
}

/** The one inquiry the search left: its card. */
function entryOf(page: Page, inquiry: AdminInquiry): Locator {
  return page
    .getByRole('list', { name: 'Inquiries' })
    .getByRole('listitem')
    .filter({ hasText: inquiry.name });
}

/** A toast (the shell's toaster) with exactly this title. */

test.describe(`inquiry notes and history (phone ${PHONE.width}x${PHONE.height})`, () => {
  test.use({ viewport: PHONE });

  test('the inbox shows the inquiry with its actions; a note and a status change stay in the timeline after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // a long journey: sign-in, two saves, a reload
    const api = await staffApi(request);
    const inquiry = await api.submitQuote(quoteFor(unique()));

    await openInbox(page);
    await searchBox(page).fill(inquiry.email);
    const entry = entryOf(page, inquiry);
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('.ant-tag')).toHaveText('New');
    await expect(entry).toContainText(inquiry.projectType);
    await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await expect(page.locator('.ant-table')).toHaveCount(0);
    const view = entry.getByRole('button', { name: `View details of the inquiry from ${inquiry.name}` });
    const remove = entry.getByRole('button', { name: `Delete the inquiry from ${inquiry.name}` });
    // Both actions on screen, not behind a sideways scroll.
    for (const action of [view, remove]) await expect(action).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await view.click();
    const dialog = dialogTitled(page, m.detailsTitle);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(m.timelineEmpty)).toBeVisible();
    await expectNoSidewaysScroll(page, dialog);

    const note = `Called back ${unique()}; site visit Friday.`;
    await dialog.getByLabel(m.noteLabel).fill(note);
    await dialog.getByRole('button', { name: m.addNote }).click();
    await expect(toast(page, m.noteAdded)).toBeVisible();
    const history = dialog.getByRole('list', { name: m.timelineTitle });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByLabel(m.noteLabel)).toHaveValue('');

    await choose(page, dialog.getByLabel('Update Status'), 'Responded');
    await expect(toast(page, m.statusChanged('Responded'))).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(2);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    await searchBox(page).fill(inquiry.email);
    await expect(entry.locator('.ant-tag')).toHaveText('Responded');
    await view.click();
    const reopened = dialogTitled(page, m.detailsTitle);
    const entries = reopened.getByRole('list', { name: m.timelineTitle }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    // Newest first, each with the staff member's e-mail from the token.
    await expect(entries.nth(0)).toContainText(m.statusChangeEntry('New', 'Responded'));
    await expect(entries.nth(0)).toContainText(STAFF.email);
    await expect(entries.nth(1)).toContainText(note);
    await expect(entries.nth(1)).toContainText(STAFF.email);
    await expectNoSidewaysScroll(page, reopened);
    expect((await api.find(inquiry.id))?.notesCount).toBe(1);
  });

  test('delete asks first, then confirms with a toast', async ({ page, request }) => {
    test.setTimeout(60_000);
    const api = await staffApi(request);
    // A project type as long as the form allows (on a laptop it widened the table: admin-laptop.spec.ts).
    const tag = unique();
    const projectType = `Limestone retaining wall, flagstone patio and outdoor kitchen ${tag}`.padEnd(
      LIMITS.quote.projectTypeMax,
      '.',
    );
    const inquiry = await api.submitQuote(quoteFor(tag, { projectType }));

    await openInbox(page);
    await searchBox(page).fill(inquiry.email);
    const entry = entryOf(page, inquiry);
    const remove = entry.getByRole('button', { name: `Delete the inquiry from ${inquiry.name}` });
    await expect(remove).toBeInViewport();

    await remove.click();
    const confirm = dialogTitled(page, m.deleteConfirmTitle);
    await expect(confirm).toContainText(m.deleteConfirm);
    expect(await api.find(inquiry.id)).toBeDefined(); // nothing deleted while it asks
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, m.deleted)).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect(await api.find(inquiry.id)).toBeUndefined();
  });
});
