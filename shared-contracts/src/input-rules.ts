import { ZIP_CODE_LENGTH } from './limits.js';
import * as MESSAGES from './messages/index.js';

/**
 * How the forms read what people type into a ZIP or phone box. Isomorphic on purpose: the browser forms (the quote
 * form, the ZIP managers), the zod schemas and the API's DTO all call these, so a value the form accepts is stored the
 * same way whichever side normalised it.
 */

/** What a ZIP box keeps of a keystroke or a paste: digits only, at most five ("78205-1234" keeps "78205"). */
export function zipInputValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, ZIP_CODE_LENGTH);
}

/** A phone number as stored: the ten digits of a US (NANP) number, no punctuation, no country code. */
export const US_PHONE_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;

/** Only digits, spaces, dashes, dots and parentheses, with at most a leading "+": anything else is not a phone number. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The ten digits of a US phone number written the usual ways ("(210) 555-0123", "210-555-0123", "210.555.0123",
 * "+1 210 555 0123", "1-210-555-0123", "2105550123"), or null when the text is not one: letters, another country's
 * "+" code, too few or too many digits, or an area or exchange code starting with 0 or 1 (no such US numbers exist).
 */
export function normalizeUsPhone(typed: string): string | null {
  const text = typed.trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // "+" introduces a country code: only the US one (1) is a US number.
  if (text.startsWith('+') && national === digits) return null;
  return US_PHONE_PATTERN.test(national) ? national : null;
}

/** A stored US number (ten digits) as people write it: '2105550123' -> '(210) 555-0123'; anything else as it is. */
export function formatUsPhone(phone: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** A rule of a text field beyond its length, with the message of the field that breaks it. */
export interface TextCheck {
  accepts(text: string): boolean;
  message: string;
}

/**
 * Unicode control (Cc: line breaks, NUL, U+0085) and format (Cf: zero-width characters, direction overrides)
 * characters: invisible in a name, yet they can reorder what staff read, hide a name entirely or break a line.
 */
export const CONTROL_OR_FORMAT_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/**
 * What a person's name must be beyond its length (the quote form's zod schema and the API's DTO run these, in this
 * order, after the length rules): no control or format characters, and at least one letter of any script.
 */
export const PERSON_NAME_CHECKS: readonly TextCheck[] = [
  {
    accepts: (name) => !CONTROL_OR_FORMAT_CHARACTER.test(name),
    message: MESSAGES.quote.nameInvisibleCharacters,
  },
  { accepts: (name) => /\p{L}/u.test(name), message: MESSAGES.quote.nameNeedsLetter },
];
