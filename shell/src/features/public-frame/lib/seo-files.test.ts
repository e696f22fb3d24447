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
});
