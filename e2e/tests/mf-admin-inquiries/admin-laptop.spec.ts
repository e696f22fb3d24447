import { expect, openBackOffice, test } from '../support/staff';
import { LIMITS, MESSAGES, STARTER_REPLY_TEMPLATES } from 'shared-contracts';
import { expectNoSidewaysScroll, LAPTOP } from '../support/admin';
import { expectNoSeriousViolations, expectSettled } from '../support/axe';
import {
  choose,
  dialogTitled,
  expectHintClearOfCount,
  quoteFor,
  rowWith,
  searchBox,
  staffApi,
  unique,
} from '../support/inquiries';

/**
 * The inquiries remote on a laptop (1366 px), where its flows run on a phone (issue 42): only what the wider screen
 * draws differently. The dashboard's chart, without sideways scroll. The inbox as a table from the sidebar's own link:
 * issue 32's audit found one long unbroken name pushing Email, Project Type and Status off a 3,005 px table (visitors'
 * text is now cut with an ellipsis), so the longest quote keeps every column and both row actions on the screen. The
 * details dialog and the reply-template manager fit the screen, pass axe, and keep each hint clear of its count.
 */
const m = MESSAGES.inquiry;

test.use({ viewport: LAPTOP });

test('on a laptop, the dashboard fits, and the longest quote keeps every column, its actions and dialogs on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = unique();
  const quote = quoteFor(tag, {
    // The API's caps (LIMITS.quote): a name and a project type of one word each, as long as they may be.
    name: `Long${'n'.repeat(LIMITS.quote.nameMax - 4)}`,
    email: `long-${tag}-${'e'.repeat(40)}@${'d'.repeat(60)}.example.com`,
    projectType: `${tag}${'p'.repeat(LIMITS.quote.projectTypeMax - tag.length)}`,
  });
  await staffApi(request).then((api) => api.submitQuote(quote));

  // The dashboard: the trend's table and a bar per week; nothing scrolls sideways.
  await openBackOffice(page);
  const trend = page.getByRole('region', { name: MESSAGES.dashboard.trendTitle, exact: true });
  await expect(trend.getByRole('table').getByRole('row')).toHaveCount(13);
  await expect(trend.locator('.lead-desk__chart-bar')).toHaveCount(12);
  await expect(trend.locator('.lead-desk__chart')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The inbox from the sidebar, on screen without expanding it: the quote is a table row.
  await page.getByRole('link', { name: 'Inquiries', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/inquiries');
  await searchBox(page).fill(tag);
  const row = rowWith(page, tag);
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag')).toHaveText('New');
  await expect(row).toContainText(quote.projectType);
  await expect(row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  for (const column of ['Email', 'Project Type', 'Status', 'Actions']) {
    const header = page.getByRole('columnheader', { name: column, exact: true });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `${column} ends inside the window`).toBeLessThanOrEqual(LAPTOP.width);
  }
  const view = row.getByRole('button', { name: `View details of the inquiry from ${quote.name}` });
  const remove = row.getByRole('button', { name: `Delete the inquiry from ${quote.name}` });
  for (const action of [view, remove]) await expect(action).toBeInViewport();
  // The full value is one hover away, and nothing scrolls sideways.
  await expect(row.getByTitle(quote.name)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The details dialog fits, with its timeline empty and with a note in it.
  await view.click();
  const details = dialogTitled(page, m.detailsTitle);
  await expect(details.getByText(m.timelineEmpty)).toBeVisible();
  await expectNoSidewaysScroll(page, details);
  await details.getByLabel(m.noteLabel).fill(`Called back ${tag}; site visit Friday.`);
  await details.getByRole('button', { name: m.addNote }).click();
  await expect(details.getByRole('list', { name: m.timelineTitle }).getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page, details);

  // The reply box's hint stays clear of its count with a template's text in it.
  const box = details.getByLabel(m.replyLabel(quote.email));
  await choose(page, details.getByLabel(m.replyTemplate), STARTER_REPLY_TEMPLATES[1].title);
  await expect(box).not.toHaveValue('');
  await expectHintClearOfCount(box, details.getByText(m.replyHint));

  // The template manager: audited with its templates, its form's hint clear of the count, audited again refused.
  await details.getByRole('button', { name: m.manageTemplates }).click();
  const manager = page.getByRole('dialog', { name: m.templatesTitle });
  await expect(
    manager.getByRole('list', { name: m.templatesTitle }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectSettled(page);
  await expectNoSeriousViolations(page, 'laptop: the templates');
  await manager.getByRole('button', { name: m.addTemplate }).click();
  const form = manager.getByRole('form', { name: m.newTemplate });
  const text = form.getByLabel(m.templateTextLabel);
  await text.fill(`Hello {name}, what size is the gate? (${tag})`);
  await expectHintClearOfCount(text, form.getByText(m.templateNameHint));
  await text.fill('');
  await form.getByRole('button', { name: m.saveTemplate }).click();
  await expect(form.getByText(m.templateTitleRequired)).toBeVisible();
  await expect(form.getByText(m.templateTextRequired)).toBeVisible();
  await expectNoSeriousViolations(page, 'laptop: a template refused');
});
