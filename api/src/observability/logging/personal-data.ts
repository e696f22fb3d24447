/**
 * What the logs must never carry (issue 45): visitors' e-mail addresses, names, phone numbers and message texts, and
 * credentials. Request bodies and headers are never logged, and a logged URL loses its query (the inbox search sends
 * names and addresses there); these paths catch the same fields anywhere else a log call passes an object, and
 * scrubText catches addresses, phone numbers and bearer tokens inside message strings (an SMTP error quotes its
 * recipient, a database error its row).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.email',
  '*.name',
  '*.phone',
  '*.message',
  '*.notes',
  '*.token',
  '*.idToken',
  '*.password',
  '*.body',
];

export const REDACTED = '[redacted]';

const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[a-z]{2,}/gi;
/** North American numbers as visitors type them: 210 555 0147, (210) 555-0147, +1 210.555.0147. */
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]').replace(BEARER, 'Bearer [token]');
}

/** A URL as logged: its path alone. */
export function pathOnly(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!;
}
