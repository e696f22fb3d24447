// zod's mini build: the quote flow is the one a public page validates, and classic zod (its methods, ~120 KB) took a
// phone's main thread ~50 ms to evaluate on /contact. Same rules, same messages, a fraction of the code. Everything
// the quote form imports stays in this module, so it never pulls classic zod back in.
import * as z from 'zod/mini';
import { normalizeUsPhone, PERSON_NAME_CHECKS } from '../input-rules.js';
import { LIMITS, ZIP_CODE_PATTERN } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import type { Translation } from '../i18n/translation.js';
import { messageKeyOf } from '../message-code.js';
import type { ApiError } from './api-error-shape.js';

const q = LIMITS.quote;

/** The quote messages in one language (English's keys, see messages/es). */
export type QuoteMessages = Translation<typeof MESSAGES.quote>;

/**
 * An English quote message (as the API answers it, or as a shared rule carries it) in the language of `texts`: the
 * text under the same key. Undefined when it is not one of the quote messages.
 */
export function quoteMessageIn(texts: QuoteMessages, english: string): string | undefined {
  const key = (Object.keys(MESSAGES.quote) as (keyof QuoteMessages)[]).find(
    (candidate) => MESSAGES.quote[candidate] === english,
  );
  const translated = key === undefined ? undefined : texts[key];
  return typeof translated === 'string' ? translated : undefined;
}

/**
 * The text of an API refusal of the quote request in the language of `texts`, chosen by the refusal's code and built
 * from its params (issue 48), never from its English message: undefined when the code is not one of the quote
 * messages (the caller decides what then).
 */
export function quoteRefusalText(
  texts: QuoteMessages,
  refusal: Pick<ApiError, 'code' | 'params'> | null | undefined,
): string | undefined {
  const key = messageKeyOf(refusal?.code, 'quote', MESSAGES.quote);
  if (key === undefined) return undefined;
  if (key === 'tooManyRequestsRetryIn') {
    const seconds = refusal?.params?.retryAfterSeconds;
    return typeof seconds === 'number' && seconds > 0
      ? texts.tooManyRequestsRetryIn(seconds)
      : texts.tooManyRequests;
  }
  const text = texts[key];
  return typeof text === 'string' ? text : undefined;
}

/**
 * The one e-mail rule of the browser forms and the API (which cannot run zod's built-in check): zod's own pattern, made
 * as strict as the API's former check where they differed (local part at most 64 characters, DNS labels of at most 63
 * that do not end with a hyphen). Callers trim first.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * The rules of the quote request form and POST /api/public body (spec sections 3, 5), with the messages of one
 * language. Every field is trimmed before its rules, and a missing or non-text value gets the field's message, as
 * the API answers. Closed, as the API is (no unknown keys): the form sends exactly these fields.
 */
export function createQuoteRequestSchema(m: QuoteMessages = MESSAGES.quote) {
  return z.strictObject({
    name: z
      .string(m.name)
      .check(
        z.trim(),
        z.minLength(q.nameMin, m.name),
        z.maxLength(q.nameMax, m.nameTooLong),
        ...PERSON_NAME_CHECKS.map((check) =>
          z.refine<string>(check.accepts, quoteMessageIn(m, check.message) ?? check.message),
        ),
      ),
    email: z
      .string(m.email)
      .check(
        z.trim(),
        z.minLength(1, { error: m.email, abort: true }),
        z.maxLength(q.emailMax, m.emailTooLong),
        z.regex(EMAIL_PATTERN, m.email),
      ),
    // Written any usual US way, stored as its ten digits (the API's DTO normalises with the same function).
    phone: z.pipe(
      z
        .string(m.phone)
        .check(z.trim(), z.minLength(q.phoneMin, m.phone), z.maxLength(q.phoneMax, m.phoneTooLong)),
      z.transform((typed: string, ctx) => {
        const digits = normalizeUsPhone(typed);
        if (digits !== null) return digits;
        ctx.issues.push({ code: 'custom', message: m.phone, input: typed });
        return z.NEVER;
      }),
    ),
    zipCode: z.string(m.zipCode).check(z.trim(), z.regex(ZIP_CODE_PATTERN, m.zipCode)),
    projectType: z
      .string(m.projectType)
      .check(
        z.trim(),
        z.minLength(q.projectTypeMin, m.projectType),
        z.maxLength(q.projectTypeMax, m.projectTypeTooLong),
      ),
    message: z
      .string(m.message)
      .check(z.trim(), z.minLength(q.messageMin, m.message), z.maxLength(q.messageMax, m.messageTooLong)),
  });
}

/** The quote rules with the English messages the API answers; a form in Spanish builds its own, same rules. */
export const quoteRequestSchema = createQuoteRequestSchema();
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** GET /api/public/service-area/check/{zipCode}: the ZIP check the quote form runs before it submits. */
export const zipCheckResponseSchema = z.object({ valid: z.boolean() });
export type ZipCheckResponse = z.infer<typeof zipCheckResponseSchema>;

/** Request header of the quote POST (IETF idempotency-key draft). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
