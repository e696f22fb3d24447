import { authStore } from './auth-store.js';
import { pageTraceparent } from './page-trace.js';
import { isApiError, type ApiError } from 'shared-contracts';

/** A non-OK answer. `message` is `status: body-or-statusText` (spec section 8); `body` is the parsed error if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiError | null,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own message, when the body had one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

let baseUrl = '';

/** Set once at start from the runtime config ('' = same origin as the page). */
export function configureApiClient(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

export const apiUrl = (path: string): string => `${baseUrl}${path}`;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Adds the signed-in user's ID token, force-refreshed (spec section 7). */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * A GET the server answers with an ETag (the inbox polls): sent with If-None-Match when this page holds an earlier
   * answer, and a 304 resolves to that same object, so react-query sees unchanged data and nothing re-renders.
   */
  conditional?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Earlier answers of conditional GETs by URL, in memory only: staff data never lands in the browser's disk cache
 * (the API sends no-store). Why not let the browser revalidate by itself: a fetch that carries its own
 * If-None-Match bypasses the HTTP cache (the Fetch standard switches it to no-store mode and adds
 * Cache-Control: no-cache), so the 304 reaches this code and is answered here. Reading the ETag cross-origin needs
 * the API's Access-Control-Expose-Headers. The API checks the token before it compares tags, so a 304 only ever
 * confirms a body this page already received for the same URL.
 */
const validated = new Map<string, { etag: string; data: unknown }>();
const VALIDATED_MAX = 50;

/** Forgets every kept answer (sign-out). */
export function clearConditionalCache(): void {
  validated.clear();
}

// A new or no user: nothing kept for the previous one is reused.
authStore.subscribe((state, previous) => {
  if (state.user?.uid !== previous.user?.uid) clearConditionalCache();
});

function remember(url: string, etag: string, data: unknown): void {
  validated.delete(url);
  validated.set(url, { etag, data });
  // Oldest first in a Map: drop the least recently stored once past the cap (filters and pages add up in a session).
  if (validated.size > VALIDATED_MAX) validated.delete(validated.keys().next().value!);
}

function parseErrorBody(text: string): ApiError | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isApiError(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The generic helper of spec section 7: any method, credentials sent, JSON in and out. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const url = apiUrl(path);
  const conditional = options.conditional === true && (options.method ?? 'GET') === 'GET';
  const earlier = conditional ? validated.get(url) : undefined;
  if (earlier) headers.set('If-None-Match', earlier.etag);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const traceparent = (options.method ?? 'GET') === 'GET' ? undefined : pageTraceparent();
  if (traceparent) headers.set('traceparent', traceparent);
  if (options.auth) {
    const token = await authStore.getState().getIdToken(true);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
    // Conditional reads revalidate here, not in the HTTP cache (see `validated`).
    ...(conditional ? { cache: 'no-store' as const } : {}),
  });
  if (response.status === 304 && earlier) return earlier.data as T;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text, parseErrorBody(text), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = (text ? JSON.parse(text) : undefined) as T;
  const etag = conditional ? response.headers.get('ETag') : null;
  if (etag) remember(url, etag, data);
  return data;
}
