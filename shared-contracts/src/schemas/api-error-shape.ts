/**
 * The API error shape without zod: the browser api client (part of every page's start-up through
 * 'web-kit') checks error bodies with isApiError, so zod stays out of the shell's first load.
 * api-error.ts keeps the zod schema for the API and tests; both describe the same shape.
 */
/**
 * Every refusal of the API carries a stable `code` (issue 48), which clients choose their text by, never the message:
 * - a condition named here (ERROR_CODES), or
 * - a catalogue message's key, '<area>.<key>' (messageCode in refusal-codes.ts: 'quote.nameTooLong'), or
 * - the HTTP status's name (statusErrorCode: 'NOT_FOUND') when the refusal has no message of its own.
 * `params` carries what the text needs: `retryAfterSeconds` (429), `field` (validation), `limit` (a length rule).
 */
export const ERROR_CODES = {
  OUTSIDE_SERVICE_AREA: 'OUTSIDE_SERVICE_AREA',
  STALE_VERSION: 'STALE_VERSION',
  /** 429 of the quote photo upload (issue 31): too many uploads, or too many bytes, this minute. */
  PHOTO_UPLOADS_LIMIT: 'PHOTO_UPLOADS_LIMIT',
  PHOTO_BYTES_LIMIT: 'PHOTO_BYTES_LIMIT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The one error shape every API failure has. `errors` lists every failed rule when there is more than one. */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
  code?: string;
  params?: ApiErrorParams;
  errors?: string[];
}

/** The facts a refusal's text is built from (see ERROR_CODES). */
export type ApiErrorParams = Record<string, string | number>;

/** The code of a refusal with no message of its own: its HTTP status's name (404 'Not Found' -> 'NOT_FOUND'). */
export const statusErrorCode = (statusText: string): string =>
  statusText
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'ERROR';

const isParams = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.statusCode) &&
    typeof v.message === 'string' &&
    typeof v.error === 'string' &&
    (v.code === undefined || typeof v.code === 'string') &&
    (v.params === undefined || isParams(v.params)) &&
    (v.errors === undefined || (Array.isArray(v.errors) && v.errors.every((e) => typeof e === 'string')))
  );
}
