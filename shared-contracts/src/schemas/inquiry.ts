import { z } from 'zod';
import { LOCALES } from '../i18n/locale.js';
import * as MESSAGES from '../messages/index.js';
import { LIMITS } from '../limits.js';
import { EMAIL_PATTERN } from './quote.js';
import { INQUIRY_STATUSES, isCalendarDate, type InquiryOrder, type InquiryStatus } from '../inquiry-rules.js';

export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, MESSAGES.inquiry.statusInvalid);

/** An inquiry (spec section 3), as the quote POST answers it; `date` is the ISO time it was received. */
export const inquirySchema = z.object({
  id: z.uuid(),
  date: z.iso.datetime({ offset: true }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  projectType: z.string(),
  message: z.string(),
  status: inquiryStatusSchema,
});
export type Inquiry = z.infer<typeof inquirySchema>;

/**
 * An inquiry as the staff API returns it (list, pages, status change): the spec's fields plus how many internal notes
 * staff wrote on it (issue 17: the inbox and its CSV export show the count).
 */
export const adminInquirySchema = inquirySchema.extend({
  notesCount: z.number().int().nonnegative(),
  /**
   * The photos the visitor attached (issue 31), in the order they were sent; the API always lists them ([] for none).
   * Staff read each through API_PATHS.adminInquiryPhoto with their token: photos have no public URL.
   */
  photos: z.array(z.object({ id: z.uuid(), width: z.number().int(), height: z.number().int() })).optional(),
  /** The language of the form the visitor used (issue 30): 'es' or 'en' (the API always says). */
  language: z.enum(LOCALES).optional(),
  /** Follow-ups (issue 32): the staff member it is assigned to, and the day (YYYY-MM-DD) to follow up; null for none. */
  assigneeEmail: z.string().nullable().optional(),
  followUpOn: z.string().nullable().optional(),
});
export type InquiryPhoto = NonNullable<AdminInquiry['photos']>[number];
/** POST /api/public/quote-photos (issue 31): the opaque id to name in the quote's photoIds. */
export interface QuotePhotoUploadResponse {
  id: string;
}
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const updateInquiryStatusSchema = z.object({ status: inquiryStatusSchema });
export type UpdateInquiryStatus = z.infer<typeof updateInquiryStatusSchema>;

/** One page of the inbox: GET /api/admin/inquiries with `page` and/or `pageSize`. */
export const inquiryPageSchema = z.object({
  items: z.array(adminInquirySchema),
  /** Inquiries matching the filters, over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/** The filters and page of a paged inbox read; `search` matches name, e-mail or project type (case-insensitive). */
export interface InquiryListQuery {
  status?: InquiryStatus;
  /** By date received: 'desc' (newest first, the default) or 'asc'. */
  order?: InquiryOrder;
  search?: string;
  page?: number;
  pageSize?: number;
  /** Follow-ups (issue 32): an assignee's e-mail, or INQUIRY_UNASSIGNED for none. */
  assignee?: string;
  /** Only inquiries whose follow-up day has come (today or earlier, in the business's time zone). */
  due?: boolean;
}

/** A lead in a staff member's daily digest (issue 32): its follow-up day has come, or it waits in New. */
export interface FollowUpDigestLead {
  id: string;
  name: string;
  projectType: string;
  receivedAt: string;
  followUpOn: string | null;
  reason: 'due' | 'waiting';
}

/** One staff member's digest of one business day. */
export interface FollowUpDigest {
  to: string;
  day: string;
  leads: FollowUpDigestLead[];
}

/**
 * PUT /api/admin/inquiries/{id}/follow-up (issue 32): who follows the inquiry up and when; null clears either. The
 * API also checks the assignee is a company address (its domain is a server setting).
 */
export const inquiryFollowUpInputSchema = z.object({
  assigneeEmail: z
    .string(MESSAGES.inquiry.assigneeInvalid)
    .trim()
    .toLowerCase()
    .max(LIMITS.quote.emailMax, MESSAGES.inquiry.assigneeInvalid)
    .regex(EMAIL_PATTERN, MESSAGES.inquiry.assigneeInvalid)
    .nullable(),
  followUpOn: z.string(MESSAGES.inquiry.followUpInvalid).refine(isCalendarDate, MESSAGES.inquiry.followUpInvalid).nullable(),
});
export type InquiryFollowUpInput = z.infer<typeof inquiryFollowUpInputSchema>;

/** GET /api/admin/inquiries/counts: the dashboard's figures, counted by the database. */
export const inquiryCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  New: z.number().int().nonnegative(),
  Responded: z.number().int().nonnegative(),
  Closed: z.number().int().nonnegative(),
});
export type InquiryCounts = z.infer<typeof inquiryCountsSchema>;
