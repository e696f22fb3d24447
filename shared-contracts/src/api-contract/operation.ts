import type { z } from 'zod';
import type { API_PATHS } from '../api-paths.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Statuses an operation may answer besides its success, each with what it means there. */
export type RefusalStatus = 304 | 400 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One operation of the API as the contract states it (issue 43). The API's OpenAPI document takes from here each
 * operation's id, summary, security, success schema and refusals; the request's parameters and body come from the
 * API's own validation (its DTOs, checked against this package's schemas by the API's validation-parity test).
 */
export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI path template, with the /api prefix: '/api/admin/inquiries/{id}'. */
  path: string;
  summary: string;
  /** 'staff' needs a staff member's Firebase ID token (401 without a valid one, 403 for a non-staff account). */
  access: 'public' | 'staff';
  /** The API_PATHS entry the front end builds this operation's URL with (what a remote's build records). */
  apiPath?: keyof typeof API_PATHS;
  ok: {
    status: 200 | 201 | 204;
    /** The JSON answer (absent for 204); 'image' for a streamed image/webp. */
    body?: z.core.$ZodType | 'image';
    /** An ETag header is sent (and, with `conditional`, If-None-Match answers 304). */
    etag?: 'sent' | 'conditional';
    /** Other headers sent with the success, by name: what each means. */
    headers?: Record<string, string>;
  };
  /** Path parameters the API checks with its own pipes (documented with these schemas). */
  pathParams?: Record<string, z.core.$ZodType>;
  /** Refusals particular to the operation; the usual ones (400, 401/403, 404, 413, 503) follow the rules of api.md. */
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** A refusal whose body is not the error shape (the health check's 503 is its usual answer). */
  refusalBodies?: Partial<Record<RefusalStatus, z.core.$ZodType>>;
  /**
   * The operation is on its way out (docs/api.md, the versioning rule): the document marks it deprecated and every
   * answer of it carries the Deprecation and Sunset headers, so callers and can-deploy see it before it goes.
   */
  deprecated?: ApiDeprecation;
}

/** When an operation was deprecated and when it stops being answered, as ISO 8601 date-times. */
export interface ApiDeprecation {
  since: string;
  sunset: string;
}

/**
 * The headers announcing a deprecation: `Deprecation` as RFC 9745 writes it (a structured-field date, `@` and Unix
 * seconds) and `Sunset` as RFC 8594 does (an HTTP-date). Throws on a date that does not parse or a sunset that is
 * not after the deprecation, so a typo in API_OPERATIONS cannot announce nonsense.
 */
export function deprecationHeaders(deprecation: ApiDeprecation): { Deprecation: string; Sunset: string } {
  const since = Date.parse(deprecation.since);
  const sunset = Date.parse(deprecation.sunset);
  if (Number.isNaN(since) || Number.isNaN(sunset))
    throw new Error(`A deprecation needs ISO 8601 dates, got since ${deprecation.since}, sunset ${deprecation.sunset}`);
  if (sunset <= since)
    throw new Error(`A sunset (${deprecation.sunset}) must come after its deprecation (${deprecation.since})`);
  return { Deprecation: `@${Math.floor(since / 1000)}`, Sunset: new Date(sunset).toUTCString() };
}

/**
 * The version of the API contract the document states (info.version). Within a major version changes are additive
 * only (new operations, optional parameters and fields, new answer fields); docs/api.md has the rule.
 */
export const API_CONTRACT_VERSION = '1.2.0';
