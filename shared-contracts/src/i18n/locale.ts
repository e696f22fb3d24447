/**
 * The site's languages (issue 30). English is the default and lives at today's URLs; Spanish lives under `/es`
 * with the same slugs (`/es/services`), so a shared link always opens in the language it was shared in.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The query parameter of a public read that asks for one language's texts (`/api/content/home?lang=es`). */
export const LOCALE_QUERY_PARAM = 'lang';

/** Each language's name in that language, as the switch and the offer to switch show it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

const PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** The language of a site path: '/es' and '/es/...' are Spanish, everything else English. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === PREFIX.es || pathname.startsWith(`${PREFIX.es}/`) ? 'es' : 'en';

/** The path without its language prefix: '/es/services' -> '/services', '/es' -> '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(PREFIX.es.length) || '/';
}

/** The same page in `locale`: ('/es/gallery', 'en') -> '/gallery', ('/', 'es') -> '/es'. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const base = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return base;
  return base === '/' ? PREFIX[locale] : `${PREFIX[locale]}${base}`;
}
