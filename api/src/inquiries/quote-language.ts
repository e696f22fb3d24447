import type { Locale } from 'shared-contracts';

/** The request header the quote form names its language in (issue 30): 'es' or 'en'. */
export const QUOTE_LANGUAGE_HEADER = 'content-language';

/**
 * The language of the form a quote came from: 'es' when the Content-Language header says so (any case, spaces
 * around), English for 'en', no header or anything else. Never a reason to refuse a quote.
 */
export function quoteLanguageOf(header: unknown): Locale {
  return typeof header === 'string' && header.trim().toLowerCase() === 'es' ? 'es' : 'en';
}
