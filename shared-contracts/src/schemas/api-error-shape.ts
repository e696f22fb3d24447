/**
 * The API error shape without zod: the browser api client (part of every page's start-up through
 * 'web-kit') checks error bodies with isApiError, so zod stays out of the shell's first load.
 * api-error.ts keeps the zod schema for the API and tests; both describe the same shape.
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
  errors?: string[];
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.statusCode) &&
    typeof v.message === 'string' &&
    typeof v.error === 'string' &&
    (v.code === undefined || typeof v.code === 'string') &&
    (v.errors === undefined || (Array.isArray(v.errors) && v.errors.every((e) => typeof e === 'string')))
  );
}
