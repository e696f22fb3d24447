import { parseRemoteDeclaration, FEDERATION_CONTRACT, localeOfPath, pathInLocale } from 'shared-contracts';
import { REMOTE } from './pages';

describe('the public pages this remote declares', () => {
  it('are the navigation of spec section 2, in menu order', () => {
    expect(REMOTE.pages.map((page) => [page.path, page.label])).toEqual([
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/gallery', 'Gallery'],
      ['/contact', 'Contact'],
      ['/es', 'Inicio'],
      ['/es/services', 'Servicios'],
      ['/es/gallery', 'Galería'],
      ['/es/contact', 'Contacto'],
    ]);
  });

  it('have every page in Spanish under /es at the same place in its menu, reading its texts in Spanish', () => {
    const english = REMOTE.pages.filter((page) => localeOfPath(page.path) === 'en');
    const spanish = REMOTE.pages.filter((page) => localeOfPath(page.path) === 'es');
    expect(spanish.map((page) => [page.path, page.order])).toEqual(
      english.map((page) => [pathInLocale(page.path, 'es'), page.order]),
    );
    expect(spanish.map((page) => page.expose)).toEqual(english.map((page) => `${page.expose}Es`));
    const spanishReads = spanish.flatMap((page) => page.reads ?? []).filter((read) => read.includes('lang=es'));
    expect(spanishReads).toEqual([
      '/api/content/home?lang=es',
      '/api/content/services?lang=es',
      '/api/gallery?lang=es',
      '/api/content/contact?lang=es',
    ]);
  });

  it('form a declaration the shell accepts, each page stating the reads of its first view', () => {
    const parsed = parseRemoteDeclaration({ ...REMOTE, contract: FEDERATION_CONTRACT, extensions: [], shared: {} });
    expect(parsed).toMatchObject({ ok: true });
    for (const page of REMOTE.pages) expect(page.reads).toContain('/api/content/contact');
  });
});
