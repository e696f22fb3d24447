import { API_PATHS, MESSAGES, galleryItemSchema } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { GallerySpanish1796400000000 } from '../src/database/migrations/1796400000000-GallerySpanish.js';
import { apiSuite } from './helpers/suite.js';

const g = MESSAGES.gallery;
const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Limestone patio',
  description: 'A 400 sq ft patio in Alamo Heights.',
  imageUrl: 'https://images.example.com/patio.jpg',
  location: 'San Antonio',
  category: 'stone',
  ...overrides,
});
const { imageUrl: _image, ...text } = item();

describe('gallery in Spanish (issue 30)', () => {
  // The read cache on, as in production: the Spanish and English lists are cached apart and cleared together.
  const suite = apiSuite({ env: { READ_CACHE_TTL_MS: '60000' }, staff: true });
  const http = suite.http;
  const create = async (overrides: Record<string, unknown> = {}): Promise<string> =>
    (await http().post(API_PATHS.adminGalleryItem()).set(suite.auth).send(item(overrides)).expect(201)).body
      .item.id as string;
  const list = async (lang?: 'en' | 'es', category?: string) =>
    (await http().get(API_PATHS.gallery(category, lang)).expect(200)).body as Record<string, unknown>[];
  const staffItem = async (id: string) =>
    (await http().get(API_PATHS.adminGalleryItemById(id)).set(suite.auth).expect(200)).body as Record<
      string,
      unknown
    >;
  const update = (id: string, body: object) =>
    http().put(API_PATHS.adminGalleryItemById(id)).set(suite.auth).send(body);

  it('?lang=es falls back per field to English; no lang and lang=en are the English list', async () => {
    await create({ title: 'Stone wall', titleEs: 'Muro de piedra' });
    await create({
      title: 'Brick oven',
      description: 'A wood-fired oven.',
      descriptionEs: 'Un horno de leña.',
    });
    await create({ title: 'Fire pit', titleEs: '   ' });
    const english = await list();
    expect(english.map((row) => [row.title, row.description])).toEqual([
      ['Fire pit', item().description],
      ['Brick oven', 'A wood-fired oven.'],
      ['Stone wall', item().description],
    ]);
    expect(await list('en')).toEqual(english);
    const spanish = await list('es');
    // Same shape, same items and order, only the written Spanish texts differ.
    for (const row of spanish) expect(galleryItemSchema.strict().safeParse(row).success).toBe(true);
    expect(spanish).toEqual([
      english[0],
      { ...english[1], description: 'Un horno de leña.' },
      { ...english[2], title: 'Muro de piedra' },
    ]);
    expect(english[0]).not.toHaveProperty('titleEs');
  });

  it('the category filter and the language work together', async () => {
    await create({ category: 'brick', titleEs: 'Ladrillo' });
    await create({ category: 'stone', titleEs: 'Piedra' });
    expect((await list('es', 'brick')).map((row) => row.title)).toEqual(['Ladrillo']);
    expect((await list(undefined, 'brick')).map((row) => row.title)).toEqual([item().title]);
  });

  it('a bad lang is a 400 with a clear message', async () => {
    for (const lang of ['fr', 'ES', ''])
      expect((await http().get(`/api/gallery?lang=${lang}`).expect(400)).body.message).toBe(
        MESSAGES.content.languageInvalid,
      );
  });

  it('the staff read gives the Spanish text; an edit changes it and both cached lists at once', async () => {
    const id = await create({ titleEs: 'Patio de caliza' });
    expect(await staffItem(id)).toMatchObject({
      ...text,
      titleEs: 'Patio de caliza',
      descriptionEs: '',
      version: 1,
    });
    expect((await list('es'))[0]!.title).toBe('Patio de caliza');
    expect((await list())[0]!.title).toBe(text.title);
    await update(id, { ...text, titleEs: '  Patio nuevo ', descriptionEs: 'Descripción', version: 1 }).expect(
      200,
    );
    expect(await staffItem(id)).toMatchObject({
      titleEs: 'Patio nuevo',
      descriptionEs: 'Descripción',
      version: 2,
    });
    expect((await list('es'))[0]).toMatchObject({ title: 'Patio nuevo', description: 'Descripción' });
    expect((await list())[0]).toMatchObject({ title: text.title, description: text.description });
  });

  it('an edit without Spanish text keeps it; an empty one clears it', async () => {
    const id = await create({ titleEs: 'Patio', descriptionEs: 'Un patio.' });
    await update(id, { ...text, title: 'Renamed', version: 1 }).expect(200);
    expect(await staffItem(id)).toMatchObject({
      title: 'Renamed',
      titleEs: 'Patio',
      descriptionEs: 'Un patio.',
    });
    await update(id, { ...text, titleEs: '', version: 2 }).expect(200);
    expect(await staffItem(id)).toMatchObject({ titleEs: '', descriptionEs: 'Un patio.' });
    expect((await list('es'))[0]!.title).toBe(text.title);
  });

  it('versions keep the Spanish text and a restore brings it back', async () => {
    const id = await create({ titleEs: 'Uno' });
    await update(id, { ...text, titleEs: 'Dos', version: 1 }).expect(200);
    const versions = (await http().get(API_PATHS.adminGalleryItemVersions(id)).set(suite.auth).expect(200))
      .body as Record<string, unknown>[];
    expect(versions.map((v) => [v.version, v.titleEs, v.descriptionEs])).toEqual([
      [2, 'Dos', ''],
      [1, 'Uno', ''],
    ]);
    await http()
      .post(API_PATHS.adminGalleryItemVersionRestore(id, 1))
      .set(suite.auth)
      .send({ version: 2 })
      .expect(200);
    expect(await staffItem(id)).toMatchObject({ titleEs: 'Uno', version: 3 });
    expect((await list('es'))[0]!.title).toBe('Uno');
  });

  it.each([
    ['a number', { titleEs: 5 }, g.spanishTextInvalid],
    ['null', { descriptionEs: null }, g.spanishTextInvalid],
    ['over the title cap', { titleEs: 'x'.repeat(121) }, g.tooLong],
  ])('refuses a Spanish text that is %s, creating nothing', async (_what, extra, message) => {
    const res = await http().post(API_PATHS.adminGalleryItem()).set(suite.auth).send(item(extra)).expect(400);
    expect(res.body.message).toBe(message);
    expect(await list()).toEqual([]);
  });

  it('the staff read: 404 for an unknown or trashed item, 400 for a bad id, never cached', async () => {
    const id = await create();
    const res = await http().get(API_PATHS.adminGalleryItemById(id)).set(suite.auth).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    await http().delete(API_PATHS.adminGalleryItemById(id)).set(suite.auth).expect(200);
    await http().get(API_PATHS.adminGalleryItemById(id)).set(suite.auth).expect(404);
    await http().get('/api/admin/gallery/item/nope').set(suite.auth).expect(400);
  });

  it('the migration keeps every item and version as it was, with no Spanish text', async () => {
    const id = await create({ titleEs: 'Se pierde' });
    await update(id, { ...text, title: 'Edited', version: 1 }).expect(200);
    const ds = suite.t.app.get(DataSource);
    const runner = ds.createQueryRunner();
    try {
      const migration = new GallerySpanish1796400000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await staffItem(id)).toMatchObject({
      ...text,
      title: 'Edited',
      titleEs: '',
      descriptionEs: '',
      version: 2,
    });
    // Not read before in this test, so not from the read cache.
    expect((await list('es', 'stone'))[0]).toMatchObject({ title: 'Edited', description: text.description });
  });
});
