import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';

const m = MESSAGES.inquiry;

/**
 * POST /api/admin/reply-templates and PUT /api/admin/reply-templates/{id} (issue 32): a template's title and text,
 * each trimmed first, as the API does. The text is a reply to be, so it has the reply's limit. Who changed it is never
 * part of the body: the API takes it from the verified token.
 */
export const replyTemplateInputSchema = z.object({
  title: z
    .string(m.templateTitleRequired)
    .trim()
    .min(1, m.templateTitleRequired)
    .max(LIMITS.replyTemplate.titleMax, m.templateTitleTooLong),
  text: z
    .string(m.templateTextRequired)
    .trim()
    .min(1, m.templateTextRequired)
    .max(LIMITS.inquiryReply.textMax, m.templateTextTooLong),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

/** A stored template: who last changed it (staff e-mail, or null for a starter row nobody has edited) and when. */
export const replyTemplateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
  updatedBy: z.string().nullable(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** GET /api/admin/reply-templates: every template, in the order they were added. */
export const replyTemplateListSchema = z.array(replyTemplateSchema);

/** A template's text with the visitor's first name in place of each {name}. */
export const fillReplyTemplate = (template: string, firstName: string): string =>
  template.replaceAll('{name}', firstName);
