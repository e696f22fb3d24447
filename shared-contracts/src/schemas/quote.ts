import { z } from 'zod';
import { LIMITS, ZIP_CODE_PATTERN } from '../limits.js';
import * as MESSAGES from '../messages/index.js';

const q = LIMITS.quote;
const m = MESSAGES.quote;

/** Quote request form and POST /api/public body (spec sections 3, 5). */
export const quoteRequestSchema = z.object({
  name: z.string().trim().min(q.nameMin, m.name).max(q.nameMax, m.nameTooLong),
  email: z.email(m.email).max(q.emailMax, m.emailTooLong),
  phone: z.string().trim().min(q.phoneMin, m.phone).max(q.phoneMax, m.phoneTooLong),
  zipCode: z.string().trim().regex(ZIP_CODE_PATTERN, m.zipCode),
  projectType: z.string().trim().min(q.projectTypeMin, m.projectType).max(q.projectTypeMax, m.projectTypeTooLong),
  message: z.string().trim().min(q.messageMin, m.message).max(q.messageMax, m.messageTooLong),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
