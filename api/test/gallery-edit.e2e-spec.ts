import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  galleryItemSchema,
  galleryItemVersionListSchema,
  galleryOrderResponseSchema,
  updateGalleryItemResponseSchema,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { GalleryEditAndOrder1796100000000 } from '../src/database/migrations/1796100000000-GalleryEditAndOrder.js';
import { apiSuite } from './helpers/suite.js';

const g = MESSAGES.gallery;
const UNKNOWN_ID = '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f';
const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Limestone patio',
  description: 'A 400 sq ft patio in Alamo Heights.',
  imageUrl: 'https://images.example.com/patio.jpg',
  location: 'San Antonio',
  category: 'stone',
  ...overrides,
});
const edit = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sandstone patio',
  description: 'A 500 sq ft patio in Olmos Park.',
  location: 'Olmos Park',
  category: 'patios',
  version: 1,
  ...overrides,
});

describe('gallery edit and order (issue 29)', () => {
  const suite = apiSuite({ env: { READ_CACHE_TTL_MS: '60000', CONTENT_VERSIONS_KEPT: '3' }, staff: true });
  const http = suite.http;
  const create = async (title: string): Promise<string> =>
    (await http().post(API_PATHS.adminGalleryItem()).set(suite.auth).send(item({ title })).expect(201)).body
      .item.id;
  const update = (id: string, body: unknown) =>
    http()
      .put(API_PATHS.adminGalleryItemById(id))
      .set(suite.auth)
      .send(body as object);
  const order = (ids: unknown) => http().put(API_PATHS.adminGalleryOrder()).set(suite.auth).send({ ids });
  const titles = async (category?: string) =>
    ((await http().get(API_PATHS.gallery(category)).expect(200)).body as { title: string }[]).map(
      (row) => row.title,
    );

  describe('authorization', () => {
    // 401 and 403 on every call of this file: auth.e2e-spec.ts checks every registered route.
    it('a refused edit or order changes nothing', async () => {
      const first = await create('First');
      const second = await create('Second');
      await http().put(API_PATHS.adminGalleryItemById(first)).send(edit()).expect(401);
      await http()
        .put(API_PATHS.adminGalleryOrder())
        .send({ ids: [first, second] })
        .expect(401);
      expect(await titles()).toEqual(['Second', 'First']);
    });
  });

  describe('PUT /api/admin/gallery/item/{id}', () => {
    it('edits the text, keeps the image, counts the version and shows the change in the public list at once', async () => {
      const id = await create('Limestone patio');
      expect(await titles()).toEqual(['Limestone patio']); // cached
      const res = await update(id, { ...edit(), title: '  Sandstone patio ' }).expect(200);
      const body = updateGalleryItemResponseSchema.parse(res.body);
      expect(body.message).toBe(g.updated);
      expect(body.item).toEqual(
        expect.objectContaining({
          id,
          title: 'Sandstone patio',
          description: 'A 500 sq ft patio in Olmos Park.',
          location: 'Olmos Park',
          category: 'patios',
          imageUrl: 'https://images.example.com/patio.jpg',
          version: 2,
        }),
      );
      const [shown] = (await http().get(API_PATHS.gallery()).expect(200)).body;
      expect(galleryItemSchema.parse(shown)).toEqual(body.item);
      expect(await http().get(API_PATHS.galleryCategories()).expect(200)).toHaveProperty('body', ['patios']);
      expect(await titles('patios')).toEqual(['Sandstone patio']);
    });

    it('refuses a stale version with 409 STALE_VERSION and keeps the first edit', async () => {
      const id = await create('Limestone patio');
      await update(id, edit({ title: 'First edit' })).expect(200);
      const stale = await update(id, edit({ title: 'Second edit' })).expect(409);
      expect(stale.body).toEqual(
        expect.objectContaining({ message: g.staleVersion, code: ERROR_CODES.STALE_VERSION }),
      );
      expect(await titles()).toEqual(['First edit']);
      await update(id, edit({ title: 'Second edit', version: 2 })).expect(200);
      expect(await titles()).toEqual(['Second edit']);
    });

    it('two edits from one version at once: one wins, the other is stale', async () => {
      const id = await create('Limestone patio');
      const statuses = (
        await Promise.all([update(id, edit({ title: 'One' })), update(id, edit({ title: 'Two' }))])
      ).map((res) => res.status);
      expect(statuses.sort()).toEqual([200, 409]);
    });

    it('404 for an unknown item or one in the trash; 400 for an id that is not a UUID', async () => {
      const unknown = await update(UNKNOWN_ID, edit()).expect(404);
      expect(unknown.body.message).toBe(g.notFound);
      const id = await create('Limestone patio');
      await http().delete(API_PATHS.adminGalleryItemById(id)).set(suite.auth).expect(200);
      expect((await update(id, edit()).expect(404)).body.message).toBe(g.notFound);
      expect((await update('42', edit()).expect(400)).body.message).toBe(g.idInvalid);
    });

    it.each([
      ['title too short', { title: 'A' }, g.titleMin],
      ['title missing', { title: undefined }, g.titleMin],
      ['description blank', { description: '    ' }, g.descriptionMin],
      ['location too long', { location: 'x'.repeat(121) }, g.tooLong],
      ['category missing', { category: undefined }, g.categoryRequired],
      ['version missing', { version: undefined }, g.versionRequired],
      ['version 0', { version: 0 }, g.versionRequired],
      ['version a string', { version: '1' }, g.versionRequired],
    ])('400 with the spec message: %s', async (_what, overrides, message) => {
      const id = await create('Limestone patio');
      const res = await update(id, edit(overrides)).expect(400);
      expect(res.body.message).toBe(message);
      expect(await titles()).toEqual(['Limestone patio']);
    });

    it('refuses the image and other fields (no mass assignment)', async () => {
      const id = await create('Limestone patio');
      await update(id, { ...edit(), imageUrl: 'https://evil.example/a.jpg' }).expect(400);
      await update(id, { ...edit(), position: 1 }).expect(400);
      expect(await titles()).toEqual(['Limestone patio']);
    });
  });

  describe('versions of an item', () => {
    const versions = async (id: string) =>
      galleryItemVersionListSchema.parse(
        (await http().get(API_PATHS.adminGalleryItemVersions(id)).set(suite.auth).expect(200)).body,
      );
    const restore = (id: string, number: number, version: unknown) =>
      http().post(API_PATHS.adminGalleryItemVersionRestore(id, number)).set(suite.auth).send({ version });

    it('the create and every edit record a version with the full fields, who and when; newest first', async () => {
      const id = await create('Limestone patio');
      await update(id, edit({ title: 'First edit' })).expect(200);
      const list = await versions(id);
      expect(list.map((v) => [v.version, v.title, v.staffEmail, v.restoredFrom])).toEqual([
        [2, 'First edit', suite.staff.email, null],
        [1, 'Limestone patio', suite.staff.email, null],
      ]);
      expect(list[0]).toEqual(
        expect.objectContaining({
          description: 'A 500 sq ft patio in Olmos Park.',
          location: 'Olmos Park',
          category: 'patios',
        }),
      );
      expect(Date.parse(list[0]!.at)).toBeGreaterThanOrEqual(Date.parse(list[1]!.at));
    });

    it('a restore puts a version back as a new version (stale rule, 404s) and the public list shows it', async () => {
      const id = await create('Limestone patio');
      await update(id, edit({ title: 'First edit' })).expect(200);
      const stale = await restore(id, 1, 1).expect(409);
      expect(stale.body).toEqual(expect.objectContaining({ code: ERROR_CODES.STALE_VERSION }));
      const res = await restore(id, 1, 2).expect(200);
      expect(res.body.message).toBe(g.versionRestored(1));
      expect(res.body.item).toEqual(
        expect.objectContaining({ title: 'Limestone patio', category: 'stone', version: 3 }),
      );
      expect(await titles()).toEqual(['Limestone patio']);
      const [latest] = await versions(id);
      expect(latest).toEqual(
        expect.objectContaining({ version: 3, restoredFrom: 1, title: 'Limestone patio' }),
      );
      expect((await restore(id, 9, 3).expect(404)).body.message).toBe(g.versionNotFound);
      expect((await restore(UNKNOWN_ID, 1, 1).expect(404)).body.message).toBe(g.notFound);
      expect((await restore(id, 0, 3).expect(400)).body.message).toBe(MESSAGES.content.versionNumberInvalid);
      expect((await restore(id, 1, 'x').expect(400)).body.message).toBe(
        MESSAGES.content.restoreVersionRequired,
      );
    });

    it('keeps the newest CONTENT_VERSIONS_KEPT per item; trashed or unknown items have no history to read', async () => {
      const id = await create('Limestone patio');
      for (const version of [1, 2, 3, 4])
        await update(id, edit({ title: `Edit ${version}`, version })).expect(200);
      expect((await versions(id)).map((v) => v.version)).toEqual([5, 4, 3]);
      await restore(id, 1, 5).expect(404);
      await http().delete(API_PATHS.adminGalleryItemById(id)).set(suite.auth).expect(200);
      await http().get(API_PATHS.adminGalleryItemVersions(id)).set(suite.auth).expect(404);
      await http().get(API_PATHS.adminGalleryItemVersions(UNKNOWN_ID)).set(suite.auth).expect(404);
      await http().get(API_PATHS.adminGalleryItemVersions('42')).set(suite.auth).expect(400);
    });

    it('the trash purge removes an item with its versions', async () => {
      const id = await create('Limestone patio');
      await update(id, edit()).expect(200);
      const ds = suite.t.app.get(DataSource);
      await ds.query(`DELETE FROM gallery_item WHERE id = $1`, [id]);
      const [{ n }] = await ds.query(
        `SELECT count(*)::int AS n FROM gallery_item_version WHERE item_id = $1`,
        [id],
      );
      expect(n).toBe(0);
    });
  });

  describe('PUT /api/admin/gallery/order and the order of the lists', () => {
    it('new items go first; the given order is the public order, per category too', async () => {
      const a = await create('Alpha');
      const b = await create('Bravo');
      const c = await create('Charlie');
      expect(await titles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
      const res = await order([a, c, b]).expect(200);
      expect(galleryOrderResponseSchema.parse(res.body).message).toBe(g.orderSaved);
      expect(await titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
      expect(await titles('stone')).toEqual(['Alpha', 'Charlie', 'Bravo']);
      await create('Delta');
      expect(await titles()).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo']);
    });

    it('takes ids in capitals; a restored item comes back at its place', async () => {
      const a = await create('Alpha');
      const b = await create('Bravo');
      const c = await create('Charlie');
      await order([a, b, c].map((id) => id.toUpperCase())).expect(200);
      await http().delete(API_PATHS.adminGalleryItemById(b)).set(suite.auth).expect(200);
      await order([c, a]).expect(200);
      expect(await titles()).toEqual(['Charlie', 'Alpha']);
      await http().post(API_PATHS.adminGalleryTrashRestore(b)).set(suite.auth).expect(200);
      expect(await titles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    });

    it('refuses a list that is not exactly the shown items, and changes nothing', async () => {
      const a = await create('Alpha');
      const b = await create('Bravo');
      const c = await create('Charlie');
      await http().delete(API_PATHS.adminGalleryItemById(c)).set(suite.auth).expect(200);
      for (const ids of [[a], [a, b, c], [a, b, UNKNOWN_ID], [a, b, b], [a, a.toUpperCase()], []]) {
        const res = await order(ids).expect(400);
        expect(res.body.message).toBe(g.orderInvalid);
      }
      for (const ids of [undefined, 'a,b', [1, 2], [a, 'x'], null]) {
        const res = await order(ids).expect(400);
        expect(res.body.message).toBe(g.orderInvalid);
      }
      await http()
        .put(API_PATHS.adminGalleryOrder())
        .set(suite.auth)
        .send({ ids: [b, a], extra: 1 })
        .expect(400);
      expect(await titles()).toEqual(['Bravo', 'Alpha']);
    });

    it('an empty gallery takes an empty order', async () => {
      await order([]).expect(200);
    });

    it('the migration gives existing items positions newest first, as the list showed them', async () => {
      const ds = suite.t.app.get(DataSource);
      const a = await create('Alpha');
      const b = await create('Bravo');
      await order([a, b]).expect(200);
      await ds.query(`UPDATE gallery_item SET created_at = now() - interval '1 day' WHERE id = $1`, [b]);
      const runner = ds.createQueryRunner();
      try {
        const migration = new GalleryEditAndOrder1796100000000();
        await migration.down(runner);
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const rows: { title: string; position: number; version: number }[] = await ds.query(
        `SELECT title, position, version FROM gallery_item ORDER BY position`,
      );
      expect(rows).toEqual([
        { title: 'Alpha', position: 1, version: 1 },
        { title: 'Bravo', position: 2, version: 1 },
      ]);
    });
  });
});
