import { Transform } from 'class-transformer';

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
