import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_ES,
  MESSAGES,
  TRANSLATABLE_CONTENT_FIELDS,
  localizeContent,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { resetDatabase } from './helpers/db.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.content;
const home = { title: 'Home EN', subtitle: 'Sub EN', description: 'About EN' };
const homeEs = { title: 'Inicio ES', subtitle: 'Sub ES', description: 'Acerca ES' };
const services = { title: 'Services EN', description: 'What we do' };
const contact = {
  title: 'Contact EN',
  address: '1 Main St',
  phone: '210-555-0100',
  email: 'office@alamomasonry.com',
};

describe('page content in Spanish (issue 30)', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;

  const save = (page: string, body: object) => http().post(`/api/content/${page}`).set(suite.auth).send(body);
  const read = async (page: string, query = '') =>
    (await http().get(`/api/content/${page}${query}`).expect(200)).body as Record<string, unknown>;
  const staffRead = async (page: string) =>
    (await http().get(`/api/admin/content/${page}`).set(suite.auth).expect(200)).body as Record<
      string,
      unknown
    >;

  describe('public read', () => {
    it.each(['home', 'services', 'contact', 'business'] as const)(
      'a fresh %s serves the built-in Spanish texts with ?lang=es, the rest as in English',
      async (page) => {
        const english = await read(page);
        expect(await read(page, '?lang=en')).toEqual(english);
        expect(await read(page, '?lang=es')).toEqual({ ...english, ...DEFAULT_CONTENT_ES[page] });
      },
    );

    it('the built-in Spanish is natural Spanish, not the English text', () => {
      expect(DEFAULT_CONTENT_ES.home.title).toMatch(/Mampostería/);
      for (const page of ['home', 'services', 'contact'] as const)
        for (const field of TRANSLATABLE_CONTENT_FIELDS[page])
          expect((DEFAULT_CONTENT_ES[page] as Record<string, string>)[field]).not.toBe(
            (DEFAULT_CONTENT[page] as Record<string, string>)[field],
          );
    });

    it('Spanish texts where filled, English where empty; no lang and lang=en are the English answer', async () => {
      const saved = await save('home', {
        ...home,
        es: { title: 'Título', subtitle: '  ', description: '' },
      }).expect(200);
      // The save answers the English page, as before.
      expect(saved.body).toEqual({
        ...DEFAULT_CONTENT.home,
        ...home,
        version: 1,
        updatedAt: expect.any(String),
      });
      expect(await read('home')).toEqual(saved.body);
      expect(await read('home', '?lang=en')).toEqual(saved.body);
      expect(await read('home', '?lang=es')).toEqual({ ...saved.body, title: 'Título' });
    });

    it('an address, phone or e-mail is never translated: contact takes only a Spanish title', async () => {
      await save('contact', { ...contact, es: { title: 'Contáctenos' } }).expect(200);
      expect(await read('contact', '?lang=es')).toMatchObject({ ...contact, title: 'Contáctenos' });
      const refused = await save('contact', { ...contact, es: { address: 'Calle 1' } }).expect(400);
      expect(refused.body.message).toBe(m.translationInvalid);
    });

    it.each(['fr', 'ES', '', 'es-MX', 'en,es'])('lang=%s is a 400 with a clear message', async (lang) => {
      const res = await http()
        .get(`/api/content/home?lang=${encodeURIComponent(lang)}`)
        .expect(400);
      expect(res.body.message).toBe(m.languageInvalid);
      expect(m.languageInvalid).toBe('lang must be one of: en, es');
    });

    it('a repeated lang is a 400 too', async () => {
      const res = await http().get('/api/content/home?lang=es&lang=es').expect(400);
      expect(res.body.message).toBe(m.languageInvalid);
    });

    it('an unknown page stays a 404 whatever the language', async () => {
      await http().get('/api/content/about?lang=es').expect(404);
    });

    it('localizeContent (shared with the preview) gives the public answer from the staff read', async () => {
      await save('services', { ...services, es: { title: 'Servicios', description: '' } }).expect(200);
      const staff = await staffRead('services');
      expect(localizeContent('services', staff, 'es')).toEqual(await read('services', '?lang=es'));
      expect(localizeContent('services', staff, 'en')).toEqual(await read('services'));
    });
  });

  describe('staff read GET /api/admin/content/:page', () => {
    it('answers the English page plus every Spanish text, not cached', async () => {
      const fresh = await http().get('/api/admin/content/home').set(suite.auth).expect(200);
      expect(fresh.headers['cache-control']).toBe('no-store');
      expect(fresh.body).toEqual({ ...(await read('home')), es: DEFAULT_CONTENT_ES.home });
      await save('home', { ...home, es: { title: 'Solo título' } }).expect(200);
      expect((await staffRead('home')).es).toEqual({ title: 'Solo título', subtitle: '', description: '' });
      expect((await staffRead('business')).es).toEqual({});
    });

    it('404 for an unknown page; the drafts list keeps its own route', async () => {
      await http().get('/api/admin/content/about').set(suite.auth).expect(404);
      await http().get('/api/admin/content/drafts').set(suite.auth).expect(200, []);
    });
  });

  describe('saves', () => {
    it('a save without es keeps the stored Spanish texts; es replaces them all', async () => {
      await save('home', { ...home, es: homeEs }).expect(200);
      await save('home', { ...home, title: 'Second' }).expect(200);
      expect((await staffRead('home')).es).toEqual(homeEs);
      await save('home', { ...home, es: { subtitle: 'Nuevo' } }).expect(200);
      expect((await staffRead('home')).es).toEqual({ title: '', subtitle: 'Nuevo', description: '' });
    });

    it('the first save without es keeps the built-in Spanish the page showed', async () => {
      await save('services', services).expect(200);
      expect((await staffRead('services')).es).toEqual(DEFAULT_CONTENT_ES.services);
    });

    it('trims the Spanish texts', async () => {
      await save('home', { ...home, es: { title: '  Hola  ' } }).expect(200);
      expect((await staffRead('home')).es).toMatchObject({ title: 'Hola' });
    });

    it.each([
      ['null', { es: null }, m.translationInvalid],
      ['text', { es: 'hola' }, m.translationInvalid],
      ['a list', { es: ['x'] }, m.translationInvalid],
      ['a number title', { es: { title: 3 } }, m.translationInvalid],
      ['a field that is not translated', { es: { heroImagePath: '/x.jpg' } }, m.translationInvalid],
      ['an overlong title', { es: { title: 'x'.repeat(5001) } }, m.fieldTooLong],
    ])('refuses es as %s with its message and stores nothing', async (_what, extra, message) => {
      const res = await save('home', { ...home, ...extra }).expect(400);
      expect(res.body.message).toBe(message);
      expect((await read('home')).version).toBe(0);
    });

    it('the business page has no Spanish texts: es is an unknown property there', async () => {
      const res = await save('business', { ...DEFAULT_CONTENT.business, es: {} }).expect(400);
      expect(res.body.message).toBe('property es should not exist');
    });
  });

  describe('read cache (READ_CACHE_TTL_MS) keyed per language', () => {
    const cached = apiSuite({ env: { READ_CACHE_TTL_MS: '60000' }, staff: true, reset: 'beforeAll' });

    it('each language is cached apart, and a save clears both', async () => {
      const get = async (query = '') =>
        (await cached.http().get(`/api/content/home${query}`).expect(200)).body as Record<string, unknown>;
      expect((await get()).title).toBe(DEFAULT_CONTENT.home.title);
      expect((await get('?lang=es')).title).toBe(DEFAULT_CONTENT_ES.home.title);
      // A write behind the API's back (another instance) is not seen in either language until the TTL: both cached.
      await cached.t.app
        .get(DataSource)
        .query(`INSERT INTO page_content (page, fields, fields_es) VALUES ('home', $1, $2)`, [
          { title: 'Hidden', subtitle: 'S', description: 'D' },
          { title: 'Oculto' },
        ]);
      expect((await get()).title).toBe(DEFAULT_CONTENT.home.title);
      expect((await get('?lang=es')).title).toBe(DEFAULT_CONTENT_ES.home.title);
      await cached
        .http()
        .post('/api/content/home')
        .set(cached.auth)
        .send({ ...home, es: { ...homeEs, title: 'Fresco' } })
        .expect(200);
      expect(await get()).toMatchObject({ title: home.title, version: 2 });
      expect(await get('?lang=es')).toMatchObject({ title: 'Fresco', subtitle: homeEs.subtitle, version: 2 });
    });
  });

  describe('versions, restore, drafts', () => {
    const versionPath = (n: number) => `/api/admin/content/home/versions/${n}`;

    it('every version keeps its Spanish texts, and a restore brings them back', async () => {
      await save('home', { ...home, es: homeEs, version: 0 }).expect(200);
      await save('home', { ...home, title: 'Two', es: { title: 'Dos' }, version: 1 }).expect(200);
      const v1 = await http().get(versionPath(1)).set(suite.auth).expect(200);
      expect(v1.body.es).toEqual(homeEs);
      const v2 = await http().get(versionPath(2)).set(suite.auth).expect(200);
      expect(v2.body.es).toEqual({ title: 'Dos', subtitle: '', description: '' });
      await http()
        .post(`${versionPath(1)}/restore`)
        .set(suite.auth)
        .send({ version: 2 })
        .expect(200);
      expect(await read('home', '?lang=es')).toMatchObject({ ...homeEs, version: 3 });
      expect((await staffRead('home')).es).toEqual(homeEs);
      expect((await http().get(versionPath(3)).set(suite.auth).expect(200)).body.es).toEqual(homeEs);
    });

    it('a draft carries its Spanish texts, shows none publicly, and its publish publishes them', async () => {
      await save('home', { ...home, es: homeEs, version: 0 }).expect(200);
      const draft = await http()
        .put('/api/admin/content/home/draft')
        .set(suite.auth)
        .send({ ...home, es: { title: 'Borrador' }, version: 1 })
        .expect(200);
      expect(draft.body.es).toEqual({ title: 'Borrador', subtitle: '', description: '' });
      expect((await http().get('/api/admin/content/home/draft').set(suite.auth).expect(200)).body.es).toEqual(
        draft.body.es,
      );
      expect((await read('home', '?lang=es')).title).toBe(homeEs.title);
      await http()
        .post('/api/admin/content/home/draft/publish')
        .set(suite.auth)
        .send({ version: 1 })
        .expect(200);
      expect(await read('home', '?lang=es')).toMatchObject({ title: 'Borrador', subtitle: home.subtitle });
      expect((await http().get(versionPath(2)).set(suite.auth).expect(200)).body.es).toEqual(draft.body.es);
    });

    it('a draft saved without es shows and keeps the published Spanish texts', async () => {
      await save('home', { ...home, es: homeEs, version: 0 }).expect(200);
      const draft = await http()
        .put('/api/admin/content/home/draft')
        .set(suite.auth)
        .send({ ...home, title: 'Draft', version: 1 })
        .expect(200);
      expect(draft.body.es).toEqual(homeEs);
      const list = await http().get('/api/admin/content/drafts').set(suite.auth).expect(200);
      expect(list.body[0].es).toEqual(homeEs);
      await http()
        .post('/api/admin/content/home/draft/publish')
        .set(suite.auth)
        .send({ version: 1 })
        .expect(200);
      expect(await read('home', '?lang=es')).toMatchObject({ ...homeEs, version: 2 });
      expect(await read('home')).toMatchObject({ title: 'Draft' });
    });

    it('a draft refuses bad Spanish texts as a save does', async () => {
      const res = await http()
        .put('/api/admin/content/services/draft')
        .set(suite.auth)
        .send({ ...services, es: { subtitle: 'x' }, version: 0 })
        .expect(400);
      expect(res.body.message).toBe(m.translationInvalid);
    });
  });

  it('the migration keeps every stored page, version and draft as it was, with no Spanish', async () => {
    const ds = suite.t.app.get(DataSource);
    await resetDatabase(suite.t.app);
    const hasSpanish = async () =>
      (
        (await ds.query(
          `SELECT count(*)::int AS n FROM information_schema.columns
           WHERE table_name = 'page_content' AND column_name = 'fields_es'`,
        )) as [{ n: number }]
      )[0].n > 0;
    while (await hasSpanish()) await ds.undoLastMigration();
    try {
      await ds.query(
        `INSERT INTO page_content (page, fields, version, updated_at) VALUES ('home', $1, 3, '2026-01-02T03:04:05Z'),
           ('contact', $2, 1, '2026-01-02T03:04:05Z')`,
        [home, contact],
      );
      await ds.query(
        `INSERT INTO page_content_version (page, version, fields, staff_uid, staff_email)
         VALUES ('home', 3, $1, 'uid', 'a@alamomasonry.com')`,
        [home],
      );
      await ds.query(
        `INSERT INTO page_content_draft (page, fields, base_version, staff_uid, staff_email)
         VALUES ('home', $1, 3, 'uid', 'a@alamomasonry.com')`,
        [{ ...home, title: 'Draft EN' }],
      );
    } finally {
      await ds.runMigrations();
    }
    const english = await read('home');
    expect(english).toEqual({
      ...DEFAULT_CONTENT.home,
      ...home,
      version: 3,
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    // Stored pages have no Spanish: /es shows their English texts (not the built-in Spanish of a fresh install).
    expect(await read('home', '?lang=es')).toEqual(english);
    expect(await read('contact', '?lang=es')).toMatchObject(contact);
    expect((await staffRead('home')).es).toEqual({ title: '', subtitle: '', description: '' });
    expect(
      (await http().get('/api/admin/content/home/versions/3').set(suite.auth).expect(200)).body,
    ).toMatchObject({
      content: home,
      es: { title: '', subtitle: '', description: '' },
    });
    const draft = await http().get('/api/admin/content/home/draft').set(suite.auth).expect(200);
    expect(draft.body).toMatchObject({
      content: { title: 'Draft EN' },
      es: { title: '', subtitle: '', description: '' },
    });
    // A page never saved still serves the built-in Spanish.
    expect(await read('services', '?lang=es')).toMatchObject(DEFAULT_CONTENT_ES.services);
  });
});
