import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale.js';

describe('language of a site path', () => {
  it.each([
    ['/', 'en'],
    ['/services', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/gallery', 'es'],
    ['/espanol', 'en'],
    ['/admin', 'en'],
  ])('%s is %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it('strips and adds the prefix, keeping the page', () => {
    expect(pathWithoutLocale('/es/services')).toBe('/services');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathInLocale('/contact', 'es')).toBe('/es/contact');
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/es/gallery', 'en')).toBe('/gallery');
    expect(pathInLocale('/es', 'en')).toBe('/');
    expect(pathInLocale('/es/contact', 'es')).toBe('/es/contact');
  });
});
