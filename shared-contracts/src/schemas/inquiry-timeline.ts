import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import { inquiryStatusSchema } from './inquiry.js';

const m = MESSAGES.inquiry;

/**
 * POST /api/admin/inquiries/{id}/notes: an internal note, trimmed first, as the API does. Who wrote it is never part
 * of the body: the API takes it from the verified token.
 */
export const inquiryNoteInputSchema = z.object({
  text: z.string(m.noteRequired).trim().min(1, m.noteRequired).max(LIMITS.inquiryNote.textMax, m.noteTooLong),
});
export type InquiryNoteInput = z.infer<typeof inquiryNoteInputSchema>;

/** What every timeline entry has: when it happened (ISO time) and the staff member who did it. */
const entryBase = {
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  staffEmail: z.string(),
};

export const inquiryNoteEntrySchema = z.object({ kind: z.literal('note'), ...entryBase, text: z.string() });
export type InquiryNoteEntry = z.infer<typeof inquiryNoteEntrySchema>;

/** POST /api/admin/inquiries/{id}/replies (issue 32): the reply e-mailed to the visitor, trimmed first. */
export const inquiryReplyInputSchema = z.object({
  text: z
    .string(m.replyRequired)
    .trim()
    .min(1, m.replyRequired)
    .max(LIMITS.inquiryReply.textMax, m.replyTooLong),
});
export type InquiryReplyInput = z.infer<typeof inquiryReplyInputSchema>;

export const inquiryReplyEntrySchema = z.object({ kind: z.literal('reply'), ...entryBase, text: z.string() });
export type InquiryReplyEntry = z.infer<typeof inquiryReplyEntrySchema>;

export const inquiryStatusChangeEntrySchema = z.object({
  kind: z.literal('status'),
  ...entryBase,
  from: inquiryStatusSchema,
  to: inquiryStatusSchema,
});
export type InquiryStatusChangeEntry = z.infer<typeof inquiryStatusChangeEntrySchema>;

/** GET /api/admin/inquiries/{id}/timeline: notes, replies and status changes as one list, newest first. */
export const inquiryTimelineEntrySchema = z.discriminatedUnion('kind', [
  inquiryNoteEntrySchema,
  inquiryReplyEntrySchema,
  inquiryStatusChangeEntrySchema,
]);
export type InquiryTimelineEntry = z.infer<typeof inquiryTimelineEntrySchema>;
export const inquiryTimelineSchema = z.array(inquiryTimelineEntrySchema);
