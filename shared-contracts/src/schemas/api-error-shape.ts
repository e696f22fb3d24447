/**
 * The API error shape without zod: the browser api client (part of every page's start-up through
 * 'web-kit') checks error bodies with isApiError, so zod stays out of the shell's first load.
 * api-error.ts keeps the zod schema for the API and tests; both describe the same shape.
 */
/**
 * Every refusal of the API carries a stable `code` (issue 48), which clients choose their text by, never the message:
 * - a condition named here (ERROR_CODES), or
 * - a catalogue message's key, '<area>.<key>' (messageCode in refusal-codes.ts: 'quote.nameTooLong'), or
 * - the HTTP status's name (STATUS_ERROR_CODES: 'NOT_FOUND') when the refusal has no message of its own.
 * `params` carries what the text needs (RefusalParams). docs/api.md, "Refusals: codes and params", has the rules.
 */
export const ERROR_CODES = {
  OUTSIDE_SERVICE_AREA: 'OUTSIDE_SERVICE_AREA',
  STALE_VERSION: 'STALE_VERSION',
  /** 429 of the quote photo upload (issue 31): too many uploads, or too many bytes, this minute. */
  PHOTO_UPLOADS_LIMIT: 'PHOTO_UPLOADS_LIMIT',
  PHOTO_BYTES_LIMIT: 'PHOTO_BYTES_LIMIT',
  /** The body is not JSON (the body parser's refusal, before any route). */
  MALFORMED_JSON: 'MALFORMED_JSON',
  /** The JSON body nests deeper than the API reads. */
  JSON_TOO_DEEP: 'JSON_TOO_DEEP',
  /** A text the API will not store (lone surrogates, control characters); `field` names where. */
  ILL_FORMED_TEXT: 'ILL_FORMED_TEXT',
  /** A path id that is not a UUID; `field` names the parameter. */
  INVALID_ID: 'INVALID_ID',
  /** A property the operation does not take; `field` names it. */
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  /** The database does not answer (503). */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The codes of refusals with no code of their own, by status (statusErrorCode of its name): every status the API
 * answers a refusal with (the OpenAPI document lists them per operation).
 */
export const STATUS_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE_ENTITY',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** A catalogue code: '<area>.<key>' of MESSAGES ('quote.nameTooLong'). */
export const MESSAGE_CODE_PATTERN = /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/;

/**
 * The parameters of a refusal, each with one meaning whatever the code (issue 48). A client builds its text from the
 * code and these, never from the message.
 */
export type RefusalParams = {
  /** The request field the refusal is about: a body property ('email', 'photoIds.0'), or a path or query parameter. */
  field?: string;
  /**
   * The number the broken rule allows, in the rule's own unit: characters for a length rule, bytes for an upload's
   * size, pixels for an image's, uploads or bytes a minute for an upload limit, items for a list (REFUSAL_LIMITS).
   */
  limit?: number;
  /** Seconds to wait before trying again: on every 429, equal to its Retry-After header. */
  retryAfterSeconds?: number;
};
export const REFUSAL_PARAM_NAMES = [
  'field',
  'limit',
  'retryAfterSeconds',
] as const satisfies readonly (keyof RefusalParams)[];

/** The one error shape every API failure has. `errors` lists every failed rule when there is more than one. */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
  code?: string;
  params?: ApiErrorParams;
  errors?: string[];
}

/**
 * The facts a refusal's text is built from, as a client reads them: what the API sends is RefusalParams; a client
 * still checks a value's type before it uses it (an older or newer API may send others).
 */
export type ApiErrorParams = Record<string, string | number>;

/** The code of a refusal with no message of its own: its HTTP status's name (404 'Not Found' -> 'NOT_FOUND'). */
export const statusErrorCode = (statusText: string): string =>
  statusText
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'ERROR';

/** Kept this small: it is in every page's first load (web-kit's api client). The API's params are RefusalParams. */
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
