import { expect, test } from '../support/staff';
import { fillReplyTemplate, MESSAGES, STARTER_REPLY_TEMPLATES } from 'shared-contracts';
import { openAdminPage, PHONE, toast } from '../support/admin';
import { choose, dialogTitled, quoteFor, searchBox, staffApi, unique } from '../support/inquiries';
import { emailSource, sentTo, waitForEmail } from '../support/maildev';

/**
 * Issue 32 through the composed shell, on a phone (the laptop's details dialog and reply box: admin-laptop.spec.ts):
 * staff reply to the visitor from the inquiry details, starting from a saved reply with the visitor's first name; the
 * e-mail reaches the visitor (MailDev) once, Reply-To the office, the timeline records it, and the New inquiry is now
 * Responded.
 */
const m = MESSAGES.inquiry;

test.use({ viewport: PHONE });

test('on a phone, a reply from the inquiry reaches the visitor and its timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const api = await staffApi(request);
  const inquiry = await api.submitQuote(quoteFor(tag, { name: `Rosa Reply${tag}` }));

  await openAdminPage(page, true, 'Inquiries', '/admin/inquiries');
  await searchBox(page).fill(inquiry.email);
  await page.getByRole('button', { name: `View details of the inquiry from ${inquiry.name}` }).click();
  const dialog = dialogTitled(page, m.detailsTitle);
  await expect(dialog).toBeVisible();
  // The form the visitor used was English (issue 30: replies go in the visitor's language).
  await expect(dialog).toContainText(m.formLanguage);
  await expect(dialog.getByText(MESSAGES.content.languageEnglishName, { exact: true })).toBeVisible();

  // A starter template (the reply_template migration's rows; admin-reply-templates.spec.ts adds its own).
  const template = STARTER_REPLY_TEMPLATES[1];
  await choose(page, dialog.getByLabel(m.replyTemplate), template.title);
  const box = dialog.getByLabel(m.replyLabel(inquiry.email));
  const fromTemplate = fillReplyTemplate(template.text, 'Rosa');
  await expect(box).toHaveValue(fromTemplate);
  const signature = `Crew lead ${tag}`;
  await box.fill(`${fromTemplate}\n${signature}`);
  await dialog.getByRole('button', { name: m.sendReply }).click();
  await expect(toast(page, m.replySent)).toBeVisible();
  await expect(box).toHaveValue('');

  const history = dialog.getByRole('list', { name: m.timelineTitle });
  await expect(history.getByRole('listitem').filter({ hasText: signature })).toContainText(m.replyEntry);
  await expect(history).toContainText(m.statusChangeEntry('New', 'Responded'));

  const email = await waitForEmail(
    request,
    (mail) => sentTo(inquiry.email)(mail) && mail.text.includes(signature),
  );
  expect(email.subject).toContain(m.replySubject(inquiry.projectType));
  expect(email.text).toContain('Hi Rosa,');
  expect(await emailSource(request, email.id)).toMatch(/^Reply-To: .+@/im);
  expect((await api.find(inquiry.id))?.status).toBe('Responded');
});
