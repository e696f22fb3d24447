/** @jest-environment node */
import { REMOTE } from '../app/pages';
import { PAGE_META } from '../lib/page-meta';
import { pageHead } from './page-head';

const SITE = 'https://www.alamomasonry.com';

describe('pageHead', () => {
  it("gives each page its own title, description, canonical URL and Open Graph card on the site's origin", () => {
    const head = pageHead('Gallery', SITE);
    expect(head).toContain('<title>Project Gallery | Alamo Masonry Co. | San Antonio, TX</title>');
    expect(head).toContain(`<meta name="description" content="${PAGE_META.gallery.description}">`);
    expect(head).toContain(`<link rel="canonical" href="${SITE}/gallery">`);
    expect(head).toContain(`<meta property="og:url" content="${SITE}/gallery">`);
    expect(head).toContain(
      '<meta property="og:title" content="Project Gallery | Alamo Masonry Co. | San Antonio, TX">',
    );
  });

  it('has a head for every page the remote declares, each different', () => {
    const titles = REMOTE.pages.map(
      (page) => /<title>([^<]+)<\/title>/.exec(pageHead(page.expose, SITE))?.[1],
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(REMOTE.pages.length);
  });

  it('escapes what it writes into the markup, and has nothing for an unknown page', () => {
    expect(pageHead('Contact', 'https://a.example')).toContain('Contact &amp; Free Quote');
    expect(pageHead('Dashboard', SITE)).toBe('');
  });
});
