import { robotsTxt, sitemapXml } from './seo-files';

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps crawlers out of /admin and points at the sitemap', () => {
    const text = robotsTxt('https://example.test/');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://example.test/sitemap.xml');
  });

  it('the sitemap lists every main-menu page with an absolute URL', () => {
    const NAV_ITEMS = [
      { href: '/', label: 'Home' },
      { href: '/gallery', label: 'Gallery' },
    ];
    const xml = sitemapXml('https://example.test', new Date('2030-05-06T10:00:00Z'), NAV_ITEMS);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(NAV_ITEMS.map((item) => `https://example.test${item.href}`));
    expect(xml).toContain('<lastmod>2030-05-06</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('lists both languages of each page, each naming every language of itself as an alternate', () => {
    const NAV_ITEMS = [
      { href: '/', label: 'Home' },
      { href: '/services', label: 'Services' },
      { href: '/es', label: 'Inicio' },
      { href: '/es/services', label: 'Servicios' },
    ];
    const xml = sitemapXml('https://example.test', new Date('2030-05-06T10:00:00Z'), NAV_ITEMS);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) =>
      xml.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`)) ?? '';
    for (const loc of ['https://example.test/services', 'https://example.test/es/services']) {
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.test/services"/>',
      );
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://example.test/es/services"/>',
      );
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/services"/>',
      );
    }
    expect(entry('https://example.test/es')).toContain('<priority>1.0</priority>');
  });
});
