import { Transform } from 'class-transformer';
import { LIMITS, normalizeUsPhone } from 'shared-contracts';

/** Trims strings before validation, so "  a " counts as one character, as in the shared zod schemas. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims, and turns an empty string into null (optional free-text fields). */
export const TrimToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/**
 * Trims a phone number and, when it is a US number written any usual way, turns it into its ten digits with the one
 * normaliser the browser form uses too (shared-contracts). Anything else is left as typed (trimmed) for the
 * validator to refuse with the field's message. Text over the length cap is left as it is too, so the cap answers
 * first, as in the zod schema.
 */
export const NormalizeUsPhone = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed.length > LIMITS.quote.phoneMax) return trimmed;
    return normalizeUsPhone(trimmed) ?? trimmed;
  });
