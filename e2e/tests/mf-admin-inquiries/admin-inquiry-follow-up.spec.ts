import { expect, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';
import { openAdminPage, PHONE, toast } from '../support/admin';
import { STAFF } from '../support/auth';
import { choose, dialogTitled, quoteFor, searchBox, staffApi, unique } from '../support/inquiries';

/**
 * Issue 32 through the composed shell, on a phone (the laptop's inbox table: admin-laptop.spec.ts): staff assign an
 * inquiry to themselves with a follow-up day of today; the inbox's "Assigned to me" and "Follow-up due" filters then
 * find it, and an inquiry assigned to nobody is not among them.
 */
const m = MESSAGES.inquiry;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

test.use({ viewport: PHONE });

test('on a phone, an inquiry assigned with a follow-up today is found by the due and mine filters', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const api = await staffApi(request);
  const mine = await api.submitQuote(quoteFor(`${tag}a`, { name: `Follow Mine ${tag}` }));
  const other = await api.submitQuote(quoteFor(`${tag}b`, { name: `Follow Other ${tag}` }));

  await openAdminPage(page, true, 'Inquiries', '/admin/inquiries');
  await searchBox(page).fill(tag);
  await page.getByRole('button', { name: `View details of the inquiry from ${mine.name}` }).click();
  const dialog = dialogTitled(page, m.detailsTitle);
  await choose(page, dialog.getByLabel(m.assignedTo), m.assignedToMe(STAFF.email.toLowerCase()));
  await expect(toast(page, m.followUpSaved)).toBeVisible();
  const day = dialog.getByLabel(m.followUpOn);
  await day.fill(today());
  await day.press('Enter');
  await expect.poll(async () => (await api.find(mine.id))?.followUpOn).toBe(today());
  expect((await api.find(mine.id))?.assigneeEmail).toBe(STAFF.email.toLowerCase());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const viewButton = (inquiry: { name: string }) =>
    page.getByRole('button', { name: `View details of the inquiry from ${inquiry.name}` });
  await expect(viewButton(other)).toBeVisible();
  await page.getByLabel(m.dueOnly).click();
  await expect(viewButton(other)).toHaveCount(0);
  await expect(viewButton(mine)).toBeVisible();
  await page.getByLabel(m.dueOnly).click();
  await choose(page, page.getByRole('combobox', { name: m.assignedTo, exact: true }), m.mine);
  await expect(viewButton(other)).toHaveCount(0);
  await expect(viewButton(mine)).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: m.assignedTo, exact: true }), m.unassigned);
  await expect(viewButton(mine)).toHaveCount(0);
  await expect(viewButton(other)).toBeVisible();
});
