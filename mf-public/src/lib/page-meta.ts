import {
  BUSINESS,
  DEFAULT_LOCALE,
  LOCALES,
  pathInLocale,
  type Locale,
  type PublicTexts,
} from 'shared-contracts';

/** The public pages that have their own title and description. */
export type PublicPageName = keyof PublicTexts['pageMeta'];

/** Each page's path in English (pathInLocale gives it in another language). */
export const PAGE_PATHS: Record<PublicPageName, string> = {
  home: '/',
  services: '/services',
  gallery: '/gallery',
  contact: '/contact',
};

const SUFFIX = `${BUSINESS.name} | ${BUSINESS.city}, ${BUSINESS.region}`;

/** A page's <title> and meta description in the language of `texts` (SEO copy, not spec texts). */
export function pageMeta(texts: PublicTexts, page: PublicPageName): { title: string; description: string } {
  const meta = texts.pageMeta[page];
  return { title: `${meta.title} | ${SUFFIX}`, description: meta.description };
}

export interface LanguageLink {
  /** 'en', 'es' or 'x-default' (the English page: where a visitor of any other language lands). */
  hreflang: Locale | 'x-default';
  href: string;
}

/** The page at `path` in every language, absolute on `origin`, for its hreflang alternates. */
export function languageLinks(path: string, origin: string): LanguageLink[] {
  const href = (locale: Locale) => new URL(pathInLocale(path, locale), origin).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default' as const, href: href(DEFAULT_LOCALE) },
  ];
}
