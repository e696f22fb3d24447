import { QueryClient } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_CONTENT } from 'shared-contracts';
import { QUERY_DEFAULTS } from 'web-kit';
import { json, mockFetch } from '../testing/fetch-mock.js';
import { contentQueries, getPageContent, toPublicContent } from './content-queries.js';

const CONTACT = {
  title: 'Contact',
  address: '1 Main St',
  phone: '210-555-0100',
  email: 'office@alamomasonry.com',
};
const STORED = { version: 7, updatedAt: '2026-11-20T10:00:00.000Z' };

describe('getPageContent (light shape check instead of zod)', () => {
  it('returns the page fields trimmed, with the stored version, without unknown server fields', async () => {
    mockFetch({
      [`GET ${API_PATHS.content('contact')}`]: () =>
        json({ ...CONTACT, ...STORED, title: ' Contact ', extra: 1 }),
    });
    await expect(getPageContent('contact')).resolves.toEqual({ ...CONTACT, ...STORED });
  });

  it.each([
    ['a missing field', { ...CONTACT, ...STORED, phone: undefined }],
    ['an empty field', { ...CONTACT, ...STORED, address: '  ' }],
    ['a non-string field', { ...CONTACT, ...STORED, title: 5 }],
    ['an e-mail that is not one', { ...CONTACT, ...STORED, email: 'office at alamo' }],
    ['an over-long field', { ...CONTACT, ...STORED, address: 'x'.repeat(5001) }],
    ['no version', CONTACT],
    ['a negative version', { ...CONTACT, version: -1 }],
  ])('rejects %s', async (_name, body) => {
    mockFetch({ [`GET ${API_PATHS.content('contact')}`]: () => json(body) });
    await expect(getPageContent('contact')).rejects.toThrow();
  });

  it('takes an optional field left empty (no Instagram page), but not a required one', async () => {
    const business = { ...DEFAULT_CONTENT.business, instagramUrl: '' };
    mockFetch({ [`GET ${API_PATHS.content('business')}`]: () => json({ ...business, ...STORED }) });
    await expect(getPageContent('business')).resolves.toEqual({ ...business, ...STORED });
    mockFetch({
      [`GET ${API_PATHS.content('business')}`]: () => json({ ...business, ...STORED, facebookUrl: '' }),
    });
    await expect(getPageContent('business')).rejects.toThrow();
  });

  it('home keeps the built-in photos unless both photo paths come with the content', async () => {
    const home = { title: 'T', subtitle: 'S', description: 'D' };
    mockFetch({
      [`GET ${API_PATHS.content('home')}`]: () =>
        json({ ...home, ...STORED, heroImagePath: '/uploads/h.jpg' }),
    });
    await expect(getPageContent('home')).resolves.toEqual({ ...DEFAULT_CONTENT.home, ...home, ...STORED });
    const photos = { heroImagePath: '/uploads/h.jpg', contactImagePath: '/uploads/c.jpg' };
    mockFetch({ [`GET ${API_PATHS.content('home')}`]: () => json({ ...home, ...STORED, ...photos }) });
    await expect(getPageContent('home')).resolves.toEqual({ ...home, ...STORED, ...photos });
  });
});

describe('contentQueries in one shared QueryClient', () => {
  it('gives the public view through select while the cache keeps the version the editor needs', async () => {
    mockFetch({ [`GET ${API_PATHS.content('contact')}`]: () => json({ ...CONTACT, ...STORED }) });
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

    // A public page (the footer, the Contact page) fills the cache...
    const publicView = toPublicContent(await client.fetchQuery(contentQueries.page('contact')));
    expect(publicView).toEqual(CONTACT);
    // ...and the editor, reading the same key, still finds the stored version.
    expect(client.getQueryData(contentQueries.page('contact').queryKey)?.version).toBe(STORED.version);
    client.clear();
  });

  it('keys every page under the resource name', () => {
    expect(contentQueries.all()).toEqual(['content']);
    expect(contentQueries.page('home').queryKey).toEqual(['content', 'home']);
  });

  it("keys a page's Spanish texts under the page's own key, so invalidating the page covers both languages", () => {
    expect(contentQueries.page('home', 'en').queryKey).toEqual(['content', 'home']);
    expect(contentQueries.page('home', 'es').queryKey).toEqual(['content', 'home', 'es']);
  });
});
