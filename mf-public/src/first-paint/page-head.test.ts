/** @jest-environment node */
import { MESSAGES_ES, PUBLIC_TEXTS_EN } from 'shared-contracts';
import { REMOTE } from '../app/pages';
import { pageHead } from './page-head';

const SITE = 'https://www.alamomasonry.com';

describe('pageHead', () => {
  it("gives each page its own title, description, canonical URL and Open Graph card on the site's origin", () => {
    const head = pageHead('Gallery', SITE);
    expect(head).toContain('<title>Project Gallery | Alamo Masonry Co. | San Antonio, TX</title>');
    expect(head).toContain(
      `<meta name="description" content="${PUBLIC_TEXTS_EN.pageMeta.gallery.description}">`,
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/gallery">`);
    expect(head).toContain(`<meta property="og:url" content="${SITE}/gallery">`);
    expect(head).toContain(
      '<meta property="og:title" content="Project Gallery | Alamo Masonry Co. | San Antonio, TX">',
    );
  });

  it('links each page to itself in every language, English as the default, both ways', () => {
    const alternates = [
      `<link rel="alternate" hreflang="en" href="${SITE}/services">`,
      `<link rel="alternate" hreflang="es" href="${SITE}/es/services">`,
      `<link rel="alternate" hreflang="x-default" href="${SITE}/services">`,
    ];
    for (const expose of ['Services', 'ServicesEs']) {
      const head = pageHead(expose, SITE);
      for (const link of alternates) expect(head).toContain(link);
    }
    expect(pageHead('HomeEs', SITE)).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es">`);
  });

  it('writes a Spanish page in Spanish, with its own canonical URL', () => {
    const head = pageHead('ContactEs', SITE);
    expect(head).toContain(
      `<title>${MESSAGES_ES.pageMeta.contact.title} | Alamo Masonry Co. | San Antonio, TX</title>`,
    );
    expect(head).toContain(`<meta name="description" content="${MESSAGES_ES.pageMeta.contact.description}">`);
    expect(head).toContain(`<link rel="canonical" href="${SITE}/es/contact">`);
    expect(head).toContain('<meta property="og:locale" content="es_US">');
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
