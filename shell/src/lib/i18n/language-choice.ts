import { isLocale, type Locale } from 'shared-contracts';

const STORAGE_KEY = 'site-language';

/** The language the visitor chose (with the switch, or by answering the offer), if any. */
export function chosenLanguage(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: nothing remembered
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** The first of the browser's preferred languages the site has ('es-MX' counts as Spanish). */
export function preferredLanguage(
  languages: readonly string[] = navigator.languages ?? [],
): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}
