import type { PageName } from '../schemas/content.js';
import { TRANSLATABLE_CONTENT_FIELDS } from '../schemas/content-fields.js';
import type { Locale } from './locale.js';

/** Whether a Spanish text was written (blank counts as not translated). */
export const isTranslated = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * A page's content as a visitor of `locale` reads it (issue 30): the same fields, each translatable text
 * (TRANSLATABLE_CONTENT_FIELDS) in Spanish when staff wrote one, in English otherwise; the `es` texts themselves are
 * left out. English (or no Spanish at all) answers the fields unchanged. Plain code, no zod: the API's public read and
 * the draft preview both use it.
 */
export function localizeContent<T extends object>(
  page: PageName,
  fields: T & { es?: Partial<Record<string, string>> | null },
  locale: Locale,
): Omit<T, 'es'> {
  const { es, ...english } = fields as T & { es?: Partial<Record<string, string>> | null };
  if (locale !== 'es' || !es) return english as Omit<T, 'es'>;
  const out: Record<string, unknown> = { ...english };
  for (const key of TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[]) {
    const spanish = es[key];
    if (isTranslated(spanish)) out[key] = spanish;
  }
  return out as Omit<T, 'es'>;
}
