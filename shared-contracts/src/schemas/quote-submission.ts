import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import { quoteRequestSchema } from './quote.js';

const p = MESSAGES.quotePhotos;

/** A photo upload's id (a UUID, lower case as the API writes it). */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The body of POST /api/public (issue 31): the spec's six fields with their rules (quoteRequestSchema, what the form
 * validates) and an optional `photoIds`, the ids POST /api/public/quote-photos answered, at most
 * LIMITS.quotePhotos.maxPerQuote, each once. A body without it is the spec's request. A module of its own, so the
 * public form's first load does not carry it.
 */
export const quoteSubmissionSchema = z.extend(quoteRequestSchema, {
  photoIds: z.optional(
    z.array(z.string(p.idInvalid).check(z.regex(PHOTO_ID_PATTERN, p.idInvalid)), p.idInvalid).check(
      z.maxLength(LIMITS.quotePhotos.maxPerQuote, p.tooMany),
      z.refine<string[]>((ids) => new Set(ids).size === ids.length, p.duplicate),
    ),
  ),
});
export type QuoteSubmission = z.infer<typeof quoteSubmissionSchema>;
