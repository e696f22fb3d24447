import { authStore } from './auth-store.js';
import { isApiError, type ApiError } from '../schemas/api-error-shape.js';

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
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = await authStore.getState().getIdToken(true);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  const response = await fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text, parseErrorBody(text), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
