import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/staff';
import { API_PATHS, fillReplyTemplate, MESSAGES, type ReplyTemplate } from 'shared-contracts';
import { expectNoSidewaysScroll, openAdminPage, PHONE, toast } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { expectNoSeriousViolations, expectSettled } from '../support/axe';
import {
  choose,
  dialogTitled,
  expectHintClearOfCount,
  quoteFor,
  searchBox,
  staffApi,
  unique,
} from '../support/inquiries';

/**
 * Issue 32 through the composed shell, on a phone: staff keep their own reply templates. From the reply box of an
 * inquiry they add one in 'Manage templates', pick it (the visitor's first name filled in), change it and delete it;
 * the dialog is keyboard-reachable, gives the focus back, and fits a phone without sideways scroll. On a laptop the
 * manager's audit and the hints clear of their counts: admin-laptop.spec.ts.
 */
const m = MESSAGES.inquiry;

/** Deletes the templates this test added, should it stop half-way (templates are shared by every journey). */
async function removeTemplatesTagged(request: APIRequestContext, tag: string): Promise<void> {
  const base = await apiBaseUrl(request);
  const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
  const templates = (await (
    await request.get(`${base}${API_PATHS.adminReplyTemplates()}`, { headers })
  ).json()) as ReplyTemplate[];
  for (const template of templates.filter((t) => t.title.includes(tag)))
    await request.delete(`${base}${API_PATHS.adminReplyTemplate(template.id)}`, { headers });
}

/** The options the reply box's template list offers now (its popup opened and closed again). */
async function templateOptions(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(popup).toBeVisible();
  const titles = await popup
    .locator('.ant-select-item-option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('title') ?? ''));
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  return titles;
}

test.use({ viewport: PHONE });

test("on a phone, staff add a reply template, use it with the visitor's name, change it and delete it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const title = `Gate measurements ${tag}`;
  const changedTitle = `Gate measurements (sizes) ${tag}`;
  try {
    const api = await staffApi(request);
    const inquiry = await api.submitQuote(quoteFor(tag, { name: `Marta Template${tag}` }));

    await openAdminPage(page, true, 'Inquiries', '/admin/inquiries');
    await searchBox(page).fill(inquiry.email);
    await page.getByRole('button', { name: `View details of the inquiry from ${inquiry.name}` }).click();
    const details = dialogTitled(page, m.detailsTitle);
    await expect(details).toBeVisible();
    const select = details.getByLabel(m.replyTemplate);
    const box = details.getByLabel(m.replyLabel(inquiry.email));

    // Add: from the keyboard, the manager opens on Enter; a form with nothing in it says what is missing.
    const manage = details.getByRole('button', { name: m.manageTemplates });
    await manage.focus();
    await page.keyboard.press('Enter');
    const manager = page.getByRole('dialog', { name: m.templatesTitle });
    await expect(manager).toBeVisible();
    await expectNoSidewaysScroll(page, manager);
    await manager.getByRole('button', { name: m.addTemplate }).click();
    const form = manager.getByRole('form', { name: m.newTemplate });
    await expect(form.getByLabel(m.templateTitleLabel)).toBeFocused();
    await expect(form).toContainText(m.templateNameHint);
    await form.getByRole('button', { name: m.saveTemplate }).click();
    await expect(form.getByText(m.templateTitleRequired)).toBeVisible();
    await expect(form.getByText(m.templateTextRequired)).toBeVisible();
    await expectNoSeriousViolations(page, 'phone: a template refused');
    await form.getByLabel(m.templateTitleLabel).fill(title);
    const text = `Hi {name},\n\nCould you send the width of the gate opening? (${tag})\n\nThanks,`;
    await form.getByLabel(m.templateTextLabel).fill(text);
    await form.getByRole('button', { name: m.saveTemplate }).click();
    await expect(toast(page, m.templateSaved)).toBeVisible();
    await expect(form).toBeHidden();
    const list = manager.getByRole('list', { name: m.templatesTitle });
    await expect(list.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectSettled(page);
    await expectNoSeriousViolations(page, 'phone: the templates');
    await expectNoSidewaysScroll(page, manager);

    // Escape closes the manager only; the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();
    await expect(details).toBeVisible();
    await expect(manage).toBeFocused();

    // Pick it: the visitor's first name is filled in.
    await choose(page, select, title);
    await expect(box).toHaveValue(fillReplyTemplate(text, 'Marta'));
    await expect(box).toHaveValue(/^Hi Marta,\n\nCould you send the width/);
    await expectHintClearOfCount(box, details.getByText(m.replyHint));

    // Change it.
    await manage.click();
    await manager.getByRole('button', { name: m.editTemplate(title) }).click();
    const edit = manager.getByRole('form', { name: m.editTemplate(title) });
    await edit.getByLabel(m.templateTitleLabel).fill(changedTitle);
    await edit.getByLabel(m.templateTextLabel).fill(`Hello {name}, what size is the gate? (${tag})`);
    await expectHintClearOfCount(edit.getByLabel(m.templateTextLabel), edit.getByText(m.templateNameHint));
    await edit.getByRole('button', { name: m.saveTemplate }).click();
    await expect(edit).toBeHidden();
    const changed = list.getByRole('listitem').filter({ hasText: changedTitle });
    await expect(changed).toContainText(`Hello {name}, what size is the gate? (${tag})`);
    await expect(changed).toContainText('Last changed by staff@');
    await manager.getByRole('button', { name: m.closeTemplates, exact: true }).last().click();
    await expect(manager).toBeHidden();
    await choose(page, select, changedTitle);
    await expect(box).toHaveValue(`Hello Marta, what size is the gate? (${tag})`);

    // Delete it, after the confirmation; the reply box no longer offers it.
    await manage.click();
    await manager.getByRole('button', { name: m.deleteTemplate(changedTitle) }).click();
    const confirm = page.getByRole('dialog', { name: m.deleteTemplateConfirm(changedTitle) });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: m.deleteTemplateButton }).click();
    await expect(toast(page, m.templateDeleted)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem').filter({ hasText: tag })).toHaveCount(0);
    await expect(manager.getByRole('button', { name: m.addTemplate })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();
    const offered = await templateOptions(page, select);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((option) => option.includes(tag))).toEqual([]);
    await expectNoSidewaysScroll(page, details);
  } finally {
    await removeTemplatesTagged(request, tag);
  }
});
