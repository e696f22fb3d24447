import { DEFAULT_LOCALE, quoteRefusalText, type Locale, type QuoteMessages } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';

/**
 * What the visitor reads when the API refuses the quote (issue 48): the page's own text for the refusal's `code`,
 * built from its `params` (the wait of a 429 in seconds), so a change of the API's English wording changes nothing
 * here. A refusal with a code the quote texts do not have: its message on an English page (the API writes English),
 * else the wait or the generic error.
 */
export function refusalMessage(error: unknown, texts: QuoteMessages, locale: Locale): string {
  if (!(error instanceof ApiRequestError)) return texts.genericError;
  const text = quoteRefusalText(texts, error.body);
  if (text) return text;
  if (error.status === 429) return texts.tooManyRequests;
  if (error.serverMessage && locale === DEFAULT_LOCALE) return error.serverMessage;
  return texts.genericError;
}
