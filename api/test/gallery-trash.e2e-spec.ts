import { jest } from '@jest/globals';
import { readdirSync } from 'node:fs';
import request from 'supertest';
import {
  API_PATHS,
  MESSAGES,
  galleryTrashListSchema,
  restoreGalleryItemResponseSchema,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { GalleryTrashPurgeService } from '../src/gallery/gallery-trash-purge.service.js';
import { S3StorageDriver } from '../src/storage/s3-storage.driver.js';
import { STORAGE_DRIVER, type StorageDriver } from '../src/storage/storage-driver.js';
import { withTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { pngOf } from './helpers/images.js';
import { startLocalS3, type LocalS3 } from './helpers/s3.js';
import { apiSuite } from './helpers/suite.js';

const g = MESSAGES.gallery;
const PUBLIC_URL = 'http://api.test.local';
const DAY_MS = 24 * 60 * 60 * 1000;
const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Limestone patio',
  description: 'A 400 sq ft patio in Alamo Heights.',
  imageUrl: 'https://images.example.com/patio.jpg',
  location: 'San Antonio',
  category: 'stone',
  ...overrides,
});
const UNKNOWN_ID = '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f';

/** Staff helpers on one app: upload, create, delete, list, restore. */
function galleryClient(http: () => ReturnType<typeof request>, auth: () => { Authorization: string }) {
  return {
    async upload(): Promise<string> {
      const res = await http()
        .post(API_PATHS.adminGalleryUpload())
        .set(auth())
        .attach('image', await pngOf(32, 24), { filename: 'x.png', contentType: 'image/png' })
        .expect(201);
      return res.body.imageUrl as string;
    },
    async create(overrides: Record<string, unknown> = {}): Promise<{ id: string; imageUrl: string }> {
      const res = await http()
        .post(API_PATHS.adminGalleryItem())
        .set(auth())
        .send(item(overrides))
        .expect(201);
      return res.body.item;
    },
    remove: (id: string) => http().delete(API_PATHS.adminGalleryItemById(id)).set(auth()),
    restore: (id: string) => http().post(API_PATHS.adminGalleryTrashRestore(id)).set(auth()),
    async trash() {
      const res = await http().get(API_PATHS.adminGalleryTrash()).set(auth()).expect(200);
      return galleryTrashListSchema.parse(res.body);
    },
    async publicIds(category?: string): Promise<string[]> {
      const res = await http().get(API_PATHS.gallery(category)).expect(200);
      return (res.body as { id: string }[]).map((row) => row.id);
    },
    async categories(): Promise<string[]> {
      return (await http().get(API_PATHS.galleryCategories()).expect(200)).body;
    },
  };
}

/** Moves a trashed item's deletion `days` into the past (the purge and the retention window read deleted_at). */
const deletedDaysAgo = (t: TestApp, id: string, days: number) =>
  t.app
    .get(DataSource)
    .query(`UPDATE gallery_item SET deleted_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      id,
      (days * DAY_MS) / 1000,
    ]);
const rowCount = async (t: TestApp, id: string) =>
  Number(
    (await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM gallery_item WHERE id = $1', [id]))[0]
      .n,
  );
const fileNames = (url: string) => {
  const name = new URL(url).pathname.slice('/uploads/'.length);
  return [name.replace('.webp', '.thumb.webp'), name];
};

describe('gallery trash (issue 29)', () => {
  // The scheduled purge is off: each test purges when it means to.
  const suite = apiSuite({
    env: { PUBLIC_URL, READ_CACHE_TTL_MS: '60000', GALLERY_TRASH_PURGE_EVERY_MS: '0' },
    staff: true,
  });
  const http = suite.http;
  const gallery = galleryClient(http, () => suite.auth);
  const purge = (now?: Date) => suite.t.app.get(GalleryTrashPurgeService).purge(now);
  const stored = () => readdirSync(suite.t.uploadsDir).sort();

  describe('authorization', () => {
    // 401 and 403 on every call of this file: auth.e2e-spec.ts checks every registered route.
    it('a trashed item is not restored by a refused call', async () => {
      const { id } = await gallery.create();
      await gallery.remove(id).expect(200);
      await http().post(API_PATHS.adminGalleryTrashRestore(id)).expect(401);
      expect(await gallery.publicIds()).toEqual([]);
    });
  });

  it('documents the trash calls in the OpenAPI document, as staff calls', async () => {
    const { body } = await http().get('/api/docs-json').expect(200);
    const trash = body.paths['/api/admin/gallery/trash'];
    const restore = body.paths['/api/admin/gallery/trash/{id}/restore'];
    expect(trash.get.responses).toHaveProperty('200');
    expect(restore.post.responses).toEqual(
      expect.objectContaining({ 200: expect.anything(), 400: expect.anything(), 404: expect.anything() }),
    );
    for (const operation of [trash.get, restore.post, body.paths['/api/admin/gallery/item/{id}'].delete])
      expect(operation.security).toEqual([{ bearer: [] }]);
  });

  it('DELETE keeps its answer but moves the item to the trash: gone from the public list and categories at once', async () => {
    const kept = await gallery.create({ title: 'Brick wall', category: 'brick' });
    const { id } = await gallery.create();
    // Both public reads are cached (READ_CACHE_TTL_MS 60 s): the delete must clear them.
    expect((await gallery.publicIds()).sort()).toEqual([id, kept.id].sort());
    expect(await gallery.publicIds('stone')).toEqual([id]);
    expect(await gallery.categories()).toEqual(['brick', 'stone']);

    const res = await gallery.remove(id).expect(200);
    expect(res.body).toEqual({ message: g.deleted });

    expect(await gallery.publicIds()).toEqual([kept.id]);
    expect(await gallery.publicIds('stone')).toEqual([]);
    expect(await gallery.categories()).toEqual(['brick']);
    // Still stored, in the trash; a second delete finds nothing in the gallery.
    expect(await rowCount(suite.t, id)).toBe(1);
    const again = await gallery.remove(id).expect(404);
    expect(again.body.message).toBe(g.notFound);
  });

  it('lists the trash newest deletion first, with who deleted, when, and the purge date', async () => {
    const first = await gallery.create({ title: 'First wall' });
    const second = await gallery.create({ title: 'Second wall' });
    const shown = await gallery.create({ title: 'Still shown' });
    const before = Date.now();
    await gallery.remove(first.id).expect(200);
    await gallery.remove(second.id).expect(200);
    await deletedDaysAgo(suite.t, first.id, 1);

    const trash = await gallery.trash();
    expect(trash.map((entry) => entry.title)).toEqual(['Second wall', 'First wall']);
    expect(trash.map((entry) => entry.id)).not.toContain(shown.id);
    const [latest] = trash;
    expect(latest).toMatchObject({
      id: second.id,
      description: item().description,
      imageUrl: item().imageUrl,
      location: 'San Antonio',
      category: 'stone',
      deletedBy: suite.staff.email,
    });
    const deletedAt = Date.parse(latest!.deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(before - 2000);
    expect(deletedAt).toBeLessThanOrEqual(Date.now() + 2000);
    expect(Date.parse(latest!.purgeAt) - deletedAt).toBe(30 * DAY_MS);
  });

  it('keeps an item GALLERY_TRASH_RETENTION_DAYS (default 30): past that it leaves the trash and cannot be restored', async () => {
    const inside = await gallery.create({ title: 'Inside the window' });
    const outside = await gallery.create({ title: 'Outside the window' });
    await gallery.remove(inside.id).expect(200);
    await gallery.remove(outside.id).expect(200);
    await deletedDaysAgo(suite.t, inside.id, 29.9);
    await deletedDaysAgo(suite.t, outside.id, 30.01);

    expect((await gallery.trash()).map((entry) => entry.id)).toEqual([inside.id]);
    const res = await gallery.restore(outside.id).expect(404);
    expect(res.body.message).toBe(g.notInTrash);
    await gallery.restore(inside.id).expect(200);
  });

  it('restore brings the item back to the public list and categories (404 when not in the trash)', async () => {
    const { id } = await gallery.create({ title: 'Restored wall' });
    await gallery.restore(id).expect(404); // shown, not in the trash
    await gallery.remove(id).expect(200);
    expect(await gallery.publicIds()).toEqual([]);
    expect(await gallery.categories()).toEqual([]);

    const res = await gallery.restore(id).expect(200);
    const body = restoreGalleryItemResponseSchema.parse(res.body);
    expect(body).toEqual({
      message: g.restored,
      item: expect.objectContaining({ id, title: 'Restored wall', imageUrl: item().imageUrl }),
    });
    expect(await gallery.publicIds()).toEqual([id]);
    expect(await gallery.categories()).toEqual(['stone']);
    expect(await gallery.trash()).toEqual([]);

    await gallery.restore(id).expect(404); // restored already
    await gallery.restore(UNKNOWN_ID).expect(404);
    const malformed = await http().post(API_PATHS.adminGalleryTrashRestore('42')).set(suite.auth).expect(400);
    expect(malformed.body.message).toBe(g.idInvalid);
  });

  it('the image stays while the item is in the trash, also against the unused-uploads sweep, and goes with the purge', async () => {
    const imageUrl = await gallery.upload();
    const { id } = await gallery.create({ imageUrl });
    const files = fileNames(imageUrl);
    await gallery.remove(id).expect(200);
    expect(stored()).toEqual(files);
    await http().get(new URL(imageUrl).pathname).expect(200);

    // Not yet expired: nothing purged.
    expect(await purge()).toEqual({ purged: [], kept: [] });
    expect(stored()).toEqual(files);

    await deletedDaysAgo(suite.t, id, 31);
    expect(await purge()).toEqual({ purged: [id], kept: [] });
    expect(stored()).toEqual([]);
    expect(await rowCount(suite.t, id)).toBe(0);
    await http().get(new URL(imageUrl).pathname).expect(404);
  });

  it('does not delete an image another item still uses; items purged together delete it once', async () => {
    const imageUrl = await gallery.upload();
    const trashed = await gallery.create({ imageUrl, title: 'Trashed copy' });
    const shown = await gallery.create({ imageUrl, title: 'Shown copy' });
    await gallery.remove(trashed.id).expect(200);
    await deletedDaysAgo(suite.t, trashed.id, 31);
    expect((await purge()).purged).toEqual([trashed.id]);
    expect(stored()).toEqual(fileNames(imageUrl));
    expect(await gallery.publicIds()).toEqual([shown.id]);

    // Both copies expired: purged in one claim, the image deleted once.
    const third = await gallery.create({ imageUrl, title: 'Third copy' });
    const driver = suite.t.app.get<StorageDriver>(STORAGE_DRIVER);
    const deletes = jest.spyOn(driver, 'delete');
    try {
      for (const { id } of [shown, third]) {
        await gallery.remove(id).expect(200);
        await deletedDaysAgo(suite.t, id, 40);
      }
      expect((await purge()).purged.sort()).toEqual([shown.id, third.id].sort());
      expect(deletes.mock.calls.map(([name]) => name).sort()).toEqual(fileNames(imageUrl));
      expect(stored()).toEqual([]);
    } finally {
      deletes.mockRestore();
    }
  });

  it('a store that fails keeps the row (hidden) for the next run', async () => {
    const imageUrl = await gallery.upload();
    const { id } = await gallery.create({ imageUrl });
    await gallery.remove(id).expect(200);
    await deletedDaysAgo(suite.t, id, 31);
    const driver = suite.t.app.get<StorageDriver>(STORAGE_DRIVER);
    const failing = jest.spyOn(driver, 'delete').mockRejectedValue(new Error('store unavailable'));
    try {
      expect(await purge()).toEqual({ purged: [], kept: [id] });
    } finally {
      failing.mockRestore();
    }
    expect(await rowCount(suite.t, id)).toBe(1);
    expect(stored()).toEqual(fileNames(imageUrl));
    expect(await gallery.publicIds()).toEqual([]);

    expect(await purge()).toEqual({ purged: [id], kept: [] });
    expect(await rowCount(suite.t, id)).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('two purges at once (two instances) purge each item once and delete each file once', async () => {
    const ids: string[] = [];
    const names: string[] = [];
    for (let i = 0; i < 30; i++) {
      const imageUrl = await gallery.upload();
      const { id } = await gallery.create({ imageUrl, title: `Wall ${i}` });
      await gallery.remove(id).expect(200);
      ids.push(id);
      names.push(...fileNames(imageUrl));
    }
    await suite.t.app
      .get(DataSource)
      .query(`UPDATE gallery_item SET deleted_at = now() - interval '31 days' WHERE deleted_at IS NOT NULL`);

    await withTestApp(
      { UPLOADS_DIR: suite.t.uploadsDir, PUBLIC_URL, GALLERY_TRASH_PURGE_EVERY_MS: '0' },
      async (other) => {
        const drivers = [suite.t, other].map((t) => t.app.get<StorageDriver>(STORAGE_DRIVER));
        const spies = drivers.map((driver) => {
          const original = driver.delete.bind(driver);
          // Slow deletes keep each claim open, so the two purges really overlap.
          return jest.spyOn(driver, 'delete').mockImplementation(async (name) => {
            // fixed-wait: a slow delete is the point (the two purges overlap).
            await new Promise((resolve) => setTimeout(resolve, 5));
            return original(name);
          });
        });
        try {
          const results = await Promise.all([purge(), other.app.get(GalleryTrashPurgeService).purge()]);
          const purged = results.flatMap((result) => result.purged);
          expect(purged.sort()).toEqual([...ids].sort());
          expect(results.every((result) => result.kept.length === 0)).toBe(true);
          const deleted = spies.flatMap((spy) => spy.mock.calls.map(([name]) => name));
          expect(deleted.sort()).toEqual([...names].sort());
        } finally {
          for (const spy of spies) spy.mockRestore();
        }
      },
    );
    expect(stored()).toEqual([]);
  });
});

describe('gallery trash purge: scheduled, and in an S3 bucket', () => {
  let s3: LocalS3;
  let bucket: S3StorageDriver;
  let staff: { Authorization: string };
  const objects = async () => (await bucket.list()).map((object) => object.name).sort();

  beforeAll(async () => {
    s3 = await startLocalS3('trash-images');
    bucket = new S3StorageDriver({
      bucket: s3.env.S3_BUCKET,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
    });
    staff = { Authorization: `Bearer ${(await createUser()).token}` };
  });
  afterAll(async () => {
    bucket.destroy();
    await s3.close();
  });

  it('runs at start: an expired item and its image leave the bucket; one still in the window stays', async () => {
    let expired = '';
    let recent = '';
    let expiredFiles: string[] = [];
    let recentFiles: string[] = [];
    await withTestApp({ PUBLIC_URL, ...s3.env, GALLERY_TRASH_PURGE_EVERY_MS: '0' }, async (t) => {
      await resetDatabase(t.app);
      for (const name of await objects()) await bucket.delete(name); // the sample seed's images
      const gallery = galleryClient(
        () => request(t.app.getHttpServer()),
        () => staff,
      );
      const a = await gallery.create({ imageUrl: await gallery.upload() });
      const b = await gallery.create({ imageUrl: await gallery.upload() });
      [expired, recent] = [a.id, b.id];
      [expiredFiles, recentFiles] = [fileNames(a.imageUrl), fileNames(b.imageUrl)];
      for (const id of [expired, recent]) await gallery.remove(id).expect(200);
      await deletedDaysAgo(t, expired, 31);
      expect(await objects()).toEqual([...expiredFiles, ...recentFiles].sort());
    });

    // The default schedule: a purge at start (then hourly, on an unref'd timer that does not hold the process).
    await withTestApp({ PUBLIC_URL, ...s3.env }, async (t) => {
      expect(await objects()).toEqual(recentFiles.sort());
      expect(await rowCount(t, expired)).toBe(0);
      expect(await rowCount(t, recent)).toBe(1);
      await resetDatabase(t.app);
    });
    for (const name of await objects()) await bucket.delete(name);
  });
});
