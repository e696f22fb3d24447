import {
  DEFAULT_LOCALE,
  quoteRefusalText,
  type ApiError,
  type Locale,
  type QuoteMessages,
} from 'shared-contracts';
import { ApiRequestError } from 'web-kit';

/**
 * What the visitor reads when the API refuses the quote (issue 48): the page's own text for the refusal's `code`,
 * built from its `params` (the wait of a 429 in seconds), so a change of the API's English wording changes nothing
 * here. `photoText` answers the codes of the photos attached (the picker's texts, loaded with it). A refusal with a
 * code neither has: its message on an English page (the API writes English), else the wait or the generic error.
 */
export function refusalMessage(
  error: unknown,
  texts: QuoteMessages,
  locale: Locale,
  photoText?: (refusal: Pick<ApiError, 'code' | 'params'> | null) => string | undefined,
): string {
  if (!(error instanceof ApiRequestError)) return texts.genericError;
  const text = quoteRefusalText(texts, error.body) ?? photoText?.(error.body);
  if (text) return text;
  if (error.status === 429) return texts.tooManyRequests;
  if (error.serverMessage && locale === DEFAULT_LOCALE) return error.serverMessage;
  return texts.genericError;
}
