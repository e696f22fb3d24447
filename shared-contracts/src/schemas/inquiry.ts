import { z } from 'zod';
import * as MESSAGES from '../messages/index.js';

export const INQUIRY_STATUSES = ['New', 'Responded', 'Closed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, MESSAGES.inquiry.statusInvalid);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

/** An inquiry as the admin API returns it; `date` is the ISO time it was received. */
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

export const updateInquiryStatusSchema = z.object({ status: inquiryStatusSchema });
export type UpdateInquiryStatus = z.infer<typeof updateInquiryStatusSchema>;
