import { DEFAULT_LOCALE, LOCALES, pathInLocale, pathWithoutLocale, type NavItem } from 'shared-contracts';

/** Where the production site lives; the build reads PUBLIC_SITE_URL, this is the company's own domain otherwise. */
export const DEFAULT_SITE_URL = 'https://www.alamomasonry.com';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** Crawl rules: every public page, never the staff area. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${base(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * One <url> per page of the public menu, every language (issue 30): each page lists the same page in every
 * language as its alternates (itself included, English as x-default), as search engines ask of a sitemap.
 */
export function sitemapXml(siteUrl: string, lastModified: Date, pages: readonly NavItem[]): string {
  const day = lastModified.toISOString().slice(0, 10);
  const url = (path: string) => xmlEscape(base(siteUrl) + path);
  const paths = new Set(pages.map((item) => item.href));
  const alternates = (path: string) =>
    [
      ...LOCALES.map((locale) => [locale, pathInLocale(path, locale)] as const),
      ['x-default', pathInLocale(path, DEFAULT_LOCALE)] as const,
    ]
      .filter(([, href]) => paths.has(href))
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>\n`,
      )
      .join('');
  const urls = pages.map(
    (item) =>
      `  <url>\n    <loc>${url(item.href)}</loc>\n${alternates(item.href)}    <lastmod>${day}</lastmod>\n` +
      `    <priority>${pathWithoutLocale(item.href) === '/' ? '1.0' : '0.8'}</priority>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
