import {
  BUSINESS,
  MESSAGES_ES,
  PUBLIC_TEXTS_EN,
  localeOfPath,
  pathWithoutLocale,
  type Locale,
  type PublicTexts,
} from 'shared-contracts';
import { REMOTE } from '../app/pages';
import { languageLinks, PAGE_PATHS, pageMeta, type PublicPageName } from '../lib/page-meta';

// The server draws pages of every language, so it holds every catalogue (a browser gets only its page's).
const TEXTS: Record<Locale, PublicTexts> = { en: PUBLIC_TEXTS_EN, es: MESSAGES_ES };
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };
const PAGE_AT = new Map(Object.entries(PAGE_PATHS).map(([name, path]) => [path, name as PublicPageName]));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head of an exposed page as the server sends it (issues 28 and 30): its own title and description in its
 * language, canonical URL, hreflang alternates to the page in every language, and Open Graph card, so search
 * engines and link previews read each page without running a script. The app keeps them current as the visitor
 * moves on (use-document-meta).
 */
export function pageHead(expose: string, pageOrigin: string): string {
  const page = REMOTE.pages.find((candidate) => candidate.expose === expose);
  const name = page && PAGE_AT.get(pathWithoutLocale(page.path));
  if (!page || !name) return '';
  const locale = localeOfPath(page.path);
  const meta = pageMeta(TEXTS[locale], name);
  const url = escapeHtml(new URL(page.path, pageOrigin).href);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const alternates = languageLinks(page.path, pageOrigin)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<title>${title}</title>` +
    `<meta name="description" content="${description}">` +
    `<link rel="canonical" href="${url}">` +
    alternates +
    `<meta property="og:type" content="website">` +
    `<meta property="og:locale" content="${OG_LOCALE[locale]}">` +
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS.name)}">` +
    `<meta property="og:title" content="${title}">` +
    `<meta property="og:description" content="${description}">` +
    `<meta property="og:url" content="${url}">`
  );
}
