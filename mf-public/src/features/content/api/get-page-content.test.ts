import { API_PATHS, DEFAULT_CONTENT } from 'shared-contracts';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { getPageContent } from './get-page-content';

const CONTACT = {
  title: 'Contact',
  address: '1 Main St',
  phone: '210-555-0100',
  email: 'office@alamomasonry.com',
};

describe('getPageContent (light shape check instead of zod)', () => {
  it('returns the page fields, trimmed, without extra server fields', async () => {
    mockFetch({
      [`GET ${API_PATHS.content('contact')}`]: () => json({ ...CONTACT, title: ' Contact ', version: 2 }),
    });
    await expect(getPageContent('contact')).resolves.toEqual(CONTACT);
  });

  it.each([
    ['a missing field', { ...CONTACT, phone: undefined }],
    ['an empty field', { ...CONTACT, address: '  ' }],
    ['a non-string field', { ...CONTACT, title: 5 }],
    ['an e-mail that is not one', { ...CONTACT, email: 'office at alamo' }],
    ['an over-long field', { ...CONTACT, address: 'x'.repeat(5001) }],
  ])('rejects %s', async (_name, body) => {
    mockFetch({ [`GET ${API_PATHS.content('contact')}`]: () => json(body) });
    await expect(getPageContent('contact')).rejects.toThrow();
  });

  it('home keeps the built-in photos unless both photo paths come with the content', async () => {
    const home = { title: 'T', subtitle: 'S', description: 'D' };
    mockFetch({
      [`GET ${API_PATHS.content('home')}`]: () => json({ ...home, heroImagePath: '/uploads/h.jpg' }),
    });
    await expect(getPageContent('home')).resolves.toEqual({ ...DEFAULT_CONTENT.home, ...home });
    mockFetch({
      [`GET ${API_PATHS.content('home')}`]: () =>
        json({ ...home, heroImagePath: '/uploads/h.jpg', contactImagePath: '/uploads/c.jpg' }),
    });
    await expect(getPageContent('home')).resolves.toEqual({
      ...DEFAULT_CONTENT.home,
      ...home,
      heroImagePath: '/uploads/h.jpg',
      contactImagePath: '/uploads/c.jpg',
    });
  });
});
