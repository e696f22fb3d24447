import { DEFAULT_CONTENT_ES, TRANSLATABLE_CONTENT_FIELDS, type PageName } from 'shared-contracts';

/** A page's Spanish texts (issue 30): every TRANSLATABLE_CONTENT_FIELDS field, '' when not translated. */
export function pickSpanish(
  page: PageName,
  source: Record<string, unknown> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[]) {
    const value = source?.[key];
    out[key] = typeof value === 'string' ? value : '';
  }
  return out;
}

/**
 * A page's current Spanish texts: the stored ones (none for content saved before Spanish existed), or the built-in
 * Spanish (DEFAULT_CONTENT_ES) while the page was never saved, as its English fields are the built-in ones then.
 */
export function currentSpanish(
  page: PageName,
  row: { fieldsEs: Record<string, unknown> } | null | undefined,
): Record<string, string> {
  return pickSpanish(page, row ? row.fieldsEs : DEFAULT_CONTENT_ES[page]);
}
