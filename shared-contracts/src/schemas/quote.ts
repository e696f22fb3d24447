import { z } from 'zod';
import { normalizeUsPhone } from '../input-rules.js';
import { LIMITS, ZIP_CODE_PATTERN } from '../limits.js';
import * as MESSAGES from '../messages/index.js';

const q = LIMITS.quote;
const m = MESSAGES.quote;

/**
 * The one e-mail rule of the browser forms and the API (which cannot run zod's built-in check): zod's own pattern, made
 * as strict as the API's former check where they differed (local part at most 64 characters, DNS labels of at most 63
 * that do not end with a hyphen). Callers trim first.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Quote request form and POST /api/public body (spec sections 3, 5). Every field is trimmed before its rules, and a
 * missing or non-text value gets the field's spec message, as the API answers.
 */
export const quoteRequestSchema = z.object({
  name: z.string(m.name).trim().min(q.nameMin, m.name).max(q.nameMax, m.nameTooLong),
  email: z
    .string(m.email)
    .trim()
    .min(1, { error: m.email, abort: true })
    .max(q.emailMax, m.emailTooLong)
    .regex(EMAIL_PATTERN, m.email),
  // Written any usual US way, stored as its ten digits (the API's DTO normalises with the same function).
  phone: z
    .string(m.phone)
    .trim()
    .min(q.phoneMin, m.phone)
    .max(q.phoneMax, m.phoneTooLong)
    .transform((typed, ctx) => {
      const digits = normalizeUsPhone(typed);
      if (digits !== null) return digits;
      ctx.issues.push({ code: 'custom', message: m.phone, input: typed });
      return z.NEVER;
    }),
  zipCode: z.string(m.zipCode).trim().regex(ZIP_CODE_PATTERN, m.zipCode),
  projectType: z
    .string(m.projectType)
    .trim()
    .min(q.projectTypeMin, m.projectType)
    .max(q.projectTypeMax, m.projectTypeTooLong),
  message: z.string(m.message).trim().min(q.messageMin, m.message).max(q.messageMax, m.messageTooLong),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
