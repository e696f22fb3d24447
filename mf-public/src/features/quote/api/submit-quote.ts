import {
  API_PATHS,
  DEFAULT_LOCALE,
  IDEMPOTENCY_KEY_HEADER,
  type Locale,
  type QuoteSubmission,
} from 'shared-contracts';
import { ApiRequestError, apiRequest, isOffline } from 'web-kit';

/** Waits before the automatic retries of one submission: a dropped connection or a restarting API gets 0.5 s, then 1.5 s. */
export const QUOTE_RETRY_DELAYS_MS = [500, 1500] as const;

/** No answer at all (fetch rejects: connection dropped, server gone) or a gateway/unavailable answer. */
function isTransient(error: unknown): boolean {
  if (error instanceof ApiRequestError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError;
}

/** A key per submission attempt, unguessable so no one else's retry can collide with it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/public: stores the quote request as a new inquiry. The answer is not read beyond errors (spec section 7).
 * One Idempotency-Key per submission, resent on the automatic retries of that submission: when the connection
 * drops after the server stored the quote, the retry gets the first answer back instead of storing it twice.
 */
export async function submitQuote(
  request: QuoteSubmission,
  locale: Locale = DEFAULT_LOCALE,
  retryDelaysMs: readonly number[] = QUOTE_RETRY_DELAYS_MS,
): Promise<void> {
  // The form's language rides in a header (the body keeps spec section 7's shape): the visitor's confirmation
  // e-mail is written in it. Content-Language is CORS-safelisted, so it costs no preflight entry.
  const headers = { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(), 'Content-Language': locale };
  for (let attempt = 0; ; attempt++) {
    try {
      await apiRequest<unknown>(API_PATHS.quote(), { method: 'POST', body: request, headers });
      return;
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !isTransient(error) || isOffline()) throw error;
      await wait(delay);
    }
  }
}
