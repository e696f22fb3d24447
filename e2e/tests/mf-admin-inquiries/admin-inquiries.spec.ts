import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, openBackOffice, test } from '../support/staff';
import { MESSAGES, type QuoteRequest } from 'shared-contracts';

import {
  choose,
  dialogTitled,
  inboxRows,
  quoteFor,
  rowWith,
  searchBox,
  staffApi,
  unique,
} from '../support/inquiries';

/**
 * The inquiry inbox (issue 7) through the composed shell as the seeded staff user, against the real API and
 * database (seeding and helpers: support/inquiries.ts).
 */

async function openInbox(page: Page): Promise<void> {
  await openBackOffice(page);
  await page.getByRole('link', { name: 'Inquiries' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
}

test.describe('inquiry inbox (/admin/inquiries)', () => {
  test('a quote sent from /contact arrives as New; the details dialog sets Responded, Closed, then New', async ({
    page,
    request,
  }) => {
    const quote = quoteFor(unique());
    await page.goto('/contact');
    const labels: Record<keyof QuoteRequest, string> = {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      zipCode: 'ZIP Code',
      projectType: 'Project Type',
      message: 'Message',
    };
    for (const [field, label] of Object.entries(labels)) {
      await page.getByLabel(label, { exact: true }).fill(quote[field as keyof QuoteRequest]);
    }
    await page.getByRole('button', { name: 'Request Free Quote' }).click();
    await expect(page.getByText(MESSAGES.quote.successTitle, { exact: true })).toBeVisible();

    await openInbox(page);
    await searchBox(page).fill(quote.email);
    const row = rowWith(page, quote.email);
    await expect(row).toHaveCount(1);
    await expect(inboxRows(page)).toHaveCount(1);
    await expect(row.locator('.ant-tag')).toHaveText('New');
    await expect(row.locator('.ant-tag')).toHaveClass(/ant-tag-blue/);
    await expect(row).toContainText(quote.name);
    await expect(row).toContainText(quote.projectType);

    await row.getByRole('button', { name: `View details of the inquiry from ${quote.name}` }).click();
    const dialog = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(/^Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: quote.email })).toHaveAttribute(
      'href',
      `mailto:${quote.email}`,
    );
    await expect(dialog.getByRole('link', { name: quote.phone })).toHaveAttribute(
      'href',
      `tel:${quote.phone}`,
    );
    await expect(dialog).toContainText(quote.message);
    const api = await staffApi(request);
    const id = (await api.list()).find((inquiry) => inquiry.email === quote.email)!.id;

    for (const [status, colour] of [
      ['Responded', /ant-tag-green/],
      ['Closed', /ant-tag-default/],
      ['New', /ant-tag-blue/],
    ] as const) {
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/admin/inquiries/${id}`) && response.request().method() === 'PUT',
      );
      await choose(page, dialog.getByLabel('Update Status'), status);
      expect((await saved).status()).toBe(200);
      // Saved at once (no Save button), shown in the dialog and in the list behind it, and stored.
      await expect(dialog.locator('.ant-tag')).toHaveText(status);
      await expect(row.locator('.ant-tag')).toHaveText(status);
      await expect(row.locator('.ant-tag')).toHaveClass(colour);
      expect((await api.find(id))?.status).toBe(status);
    }

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('filters by status through the API and searches e-mail and project type', async ({
    page,
    request,
  }) => {
    const tag = unique();
    const api = await staffApi(request);
    const patio = await api.submitQuote(quoteFor(`${tag}a`, { projectType: `Stone Patio ${tag}` }));
    const wall = await api.submitQuote(quoteFor(`${tag}b`, { projectType: `Brick Wall ${tag}` }));
    expect((await api.setStatus(wall.id, 'Closed')).ok()).toBeTruthy();

    await openInbox(page);
    const statusFilter = page.getByRole('combobox', { name: 'Filter by status' });

    // Search by project type, case-insensitively, on the client.
    await searchBox(page).fill(`stone PATIO ${tag}`);
    await expect(inboxRows(page)).toHaveCount(1);
    await expect(rowWith(page, patio.email)).toHaveCount(1);

    // Search by e-mail.
    await searchBox(page).fill(wall.email.toUpperCase());
    await expect(inboxRows(page)).toHaveCount(1);
    await expect(rowWith(page, wall.email).locator('.ant-tag')).toHaveText('Closed');

    // Both rows share the tag; the status filter is sent to the API as ?status=.
    await searchBox(page).fill(tag);
    await expect(inboxRows(page)).toHaveCount(2);
    const closedCall = page.waitForRequest((r) => r.url().includes('/api/admin/inquiries?status=Closed'));
    await choose(page, statusFilter, 'Closed');
    await closedCall;
    await expect(inboxRows(page)).toHaveCount(1);
    await expect(rowWith(page, wall.email)).toHaveCount(1);

    await choose(page, statusFilter, 'New');
    await expect(inboxRows(page)).toHaveCount(1);
    await expect(rowWith(page, patio.email)).toHaveCount(1);

    await choose(page, statusFilter, 'Responded');
    await expect(page.getByText(MESSAGES.inquiry.empty)).toBeVisible();

    await choose(page, statusFilter, MESSAGES.inquiry.allStatus);
    await expect(inboxRows(page)).toHaveCount(2);
  });

  test('deletes only after confirming, and the inquiry is gone from the database', async ({
    page,
    request,
  }) => {
    const api = await staffApi(request);
    const inquiry = await api.submitQuote(quoteFor(unique()));

    await openInbox(page);
    await searchBox(page).fill(inquiry.email);
    const row = rowWith(page, inquiry.email);
    const deleteButton = row.getByRole('button', { name: `Delete the inquiry from ${inquiry.name}` });

    await deleteButton.click();
    const confirm = dialogTitled(page, MESSAGES.inquiry.deleteConfirmTitle);
    await expect(confirm).toContainText(MESSAGES.inquiry.deleteConfirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
    expect(await api.find(inquiry.id)).toBeDefined();

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(MESSAGES.inquiry.empty)).toBeVisible();
    expect(await api.find(inquiry.id)).toBeUndefined();
    // No single-inquiry GET exists (spec section 7): a PUT on the id proves the row is gone.
    expect((await api.setStatus(inquiry.id, 'Closed')).status()).toBe(404);
  });

  test("says 'could not be found' when another session deleted the inquiry first", async ({
    page,
    request,
  }) => {
    const api = await staffApi(request);
    const tag = unique();
    const first = await api.submitQuote(quoteFor(`${tag}a`));
    const second = await api.submitQuote(quoteFor(`${tag}b`));

    await openInbox(page);
    await searchBox(page).fill(tag);
    await expect(inboxRows(page)).toHaveCount(2);

    // Delete: someone else removed it while this page still lists it.
    expect((await api.remove(first.id)).ok()).toBeTruthy();
    await rowWith(page, first.email)
      .getByRole('button', { name: `Delete the inquiry from ${first.name}` })
      .click();
    await dialogTitled(page, MESSAGES.inquiry.deleteConfirmTitle)
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText(MESSAGES.inquiry.notFoundOnDelete, { exact: true })).toBeVisible();
    await expect(rowWith(page, first.email)).toHaveCount(0);

    // Status change on an inquiry deleted elsewhere after the dialog opened.
    await rowWith(page, second.email)
      .getByRole('button', { name: `View details of the inquiry from ${second.name}` })
      .click();
    const dialog = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
    await expect(dialog).toBeVisible();
    expect((await api.remove(second.id)).ok()).toBeTruthy();
    await choose(page, dialog.getByLabel('Update Status'), 'Responded');
    await expect(page.getByText(MESSAGES.inquiry.notFoundOnUpdate, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.inquiry.empty)).toBeVisible();
  });

  test('exports the filtered list as CSV with quoting, formula neutralising and the notes count', async ({
    page,
    request,
  }) => {
    const api = await staffApi(request);
    const tag = unique();
    const plain = await api.submitQuote(
      quoteFor(`${tag}a`, { message: 'Brick mailbox, "modern" style, please.' }),
    );
    // The message is split into cells by a spreadsheet set to semicolons: no cell may start a formula there either.
    const risky = await api.submitQuote(
      quoteFor(`${tag}b`, { name: '=HYPERLINK("http://evil.example")', message: 'Semi;=1+1;@x' }),
    );
    await api.addNote(plain.id, 'Called back.');
    await api.addNote(plain.id, 'Site visit booked.');
    await api.submitQuote(quoteFor(unique())); // another tag: filtered out of the export

    await openInbox(page);
    await searchBox(page).fill(tag);
    await expect(inboxRows(page)).toHaveCount(2);

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^inquiries_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');

    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('date,name,email,phone,zipCode,projectType,message,status,notesCount,photoCount');
    expect(lines.at(-1)).toBe(''); // CRLF after the last record
    expect(lines).toHaveLength(4); // header, two rows, trailing empty
    const plainLine = lines.find((line) => line.includes(plain.email))!;
    expect(plainLine).toBe(
      [
        plain.date,
        plain.name,
        plain.email,
        plain.phone,
        plain.zipCode,
        plain.projectType,
        '"Brick mailbox, ""modern"" style, please."',
        'New',
        '2',
        '0', // no photos (issue 31: quote-photos.spec.ts sends some)
      ].join(','),
    );
    const riskyLine = lines.find((line) => line.includes(risky.email))!;
    expect(riskyLine).toContain(`,"'=HYPERLINK(""http://evil.example"")",${risky.email},`);
    expect(riskyLine.endsWith(`,"Semi;'=1+1;'@x",New,0,0`)).toBe(true);
  });
});
