import { expect, test } from '../support/staff';
import { LIMITS } from 'shared-contracts';
import { openAdminPage } from '../support/admin';
import { quoteFor, rowWith, searchBox, staffApi, unique } from '../support/inquiries';

/**
 * Issue 32's audit finding: one long unbroken name pushed Email, Project Type and Status off the inbox table at
 * 1366 px (a 3,005 px table). Visitors' text is now cut with an ellipsis; every column stays on the screen.
 */
test('a quote with the longest unbroken name, e-mail and project type keeps every column on a laptop', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const tag = unique();
  const quote = quoteFor(tag, {
    // The API's caps (LIMITS.quote): a name and a project type of one word each, as long as they may be.
    name: `Long${'n'.repeat(LIMITS.quote.nameMax - 4)}`,
    email: `long-${tag}-${'e'.repeat(40)}@${'d'.repeat(60)}.example.com`,
    projectType: `${tag}${'p'.repeat(LIMITS.quote.projectTypeMax - tag.length)}`,
  });
  await staffApi(request).then((api) => api.submitQuote(quote));

  await openAdminPage(page, false, 'Inquiries', '/admin/inquiries');
  await searchBox(page).fill(tag);
  const row = rowWith(page, tag);
  await expect(row).toHaveCount(1);

  for (const column of ['Email', 'Project Type', 'Status', 'Actions']) {
    const header = page.getByRole('columnheader', { name: column, exact: true });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `${column} ends inside the window`).toBeLessThanOrEqual(1366);
  }
  await expect(row.getByRole('button', { name: /View details/ })).toBeInViewport();
  // The full value is one hover away, and nothing scrolls sideways.
  await expect(row.getByTitle(quote.name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
