import type { NavItem } from 'shared-contracts';

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

/** One <url> per page of the public menu. */
export function sitemapXml(siteUrl: string, lastModified: Date, pages: readonly NavItem[]): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = pages.map(
    (item) =>
      `  <url>\n    <loc>${xmlEscape(base(siteUrl) + item.href)}</loc>\n    <lastmod>${day}</lastmod>\n` +
      `    <priority>${item.href === '/' ? '1.0' : '0.8'}</priority>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
