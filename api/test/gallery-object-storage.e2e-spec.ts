import { readdirSync } from 'node:fs';
import request from 'supertest';
import { SAMPLE_GALLERY } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { GalleryTrashPurgeService } from '../src/gallery/gallery-trash-purge.service.js';
import { SAMPLE_GALLERY_SEED } from '../src/gallery/sample-gallery-seed.service.js';
import {
  UNUSED_UPLOAD_GRACE_MS,
  UnusedUploadsCleanupService,
} from '../src/gallery/unused-uploads-cleanup.service.js';
import { S3StorageDriver } from '../src/storage/s3-storage.driver.js';
import { withTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { pngOf } from './helpers/images.js';
import { startLocalS3, type LocalS3 } from './helpers/s3.js';

const PUBLIC_URL = 'http://api.test.local';

describe('gallery images in an S3-compatible bucket (S3_BUCKET)', () => {
  let s3: LocalS3;
  let bucket: S3StorageDriver;
  let auth: { Authorization: string };
  const objects = async () => (await bucket.list()).map((object) => object.name).sort();
  const emptyBucket = async () => {
    for (const name of await objects()) await bucket.delete(name);
  };
  const withBucketApp = <T>(use: (t: TestApp) => Promise<T>) => withTestApp({ PUBLIC_URL, ...s3.env }, use);

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3StorageDriver({
      bucket: s3.env.S3_BUCKET,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
    });
    auth = { Authorization: `Bearer ${(await createUser()).token}` };
  });
  afterAll(async () => {
    bucket.destroy();
    await s3.close();
  });
  beforeEach(emptyBucket);

  it('stores uploads in the bucket (not on disk) and serves them with the disk headers; deleting the item and purging the trash deletes them', async () => {
    await withBucketApp(async (t) => {
      await resetDatabase(t.app);
      // On a database that never ran the sample seed, this start has just put the samples in the bucket.
      await emptyBucket();
      const http = () => request(t.app.getHttpServer());
      const { body } = await http()
        .post('/api/admin/gallery/upload')
        .set(auth)
        .attach('image', await pngOf(64, 48), { filename: 'x.png', contentType: 'image/png' })
        .expect(201);
      expect(body.imageUrl).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.webp$`));
      const name = new URL(body.imageUrl).pathname.slice('/uploads/'.length);
      expect(await objects()).toEqual([name.replace('.webp', '.thumb.webp'), name]);
      expect(readdirSync(t.uploadsDir)).toEqual([]);

      for (const url of [body.imageUrl, body.thumbnailUrl]) {
        const res = await http().get(new URL(url).pathname).buffer(true).expect(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(res.headers['content-security-policy']).toContain("default-src 'none'");
        expect(res.body.subarray(8, 12).toString()).toBe('WEBP');
      }
      const head = await http().head(new URL(body.imageUrl).pathname).expect(200);
      expect(head.headers['content-type']).toBe('image/webp');
      await http().get('/uploads/00000000-0000-0000-0000-000000000000.webp').expect(404);
      await http().get('/uploads/not-ours.txt').expect(404);

      const created = await http()
        .post('/api/admin/gallery/item')
        .set(auth)
        .send({
          title: 'Wall',
          description: 'Stone wall',
          imageUrl: body.imageUrl,
          location: 'San Antonio',
          category: 'stone',
        })
        .expect(201);
      // A delete moves the item to the trash (issue 29); the purge of the expired trash removes its objects.
      await http().delete(`/api/admin/gallery/item/${created.body.item.id}`).set(auth).expect(200);
      expect(await objects()).toHaveLength(2);
      await t.app.get(GalleryTrashPurgeService).purge(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
      expect(await objects()).toEqual([]);
    });
  });

  it('answers 503 (not a 500 or a hang) while the bucket cannot be reached', async () => {
    await withTestApp(
      { PUBLIC_URL, S3_BUCKET: 'test-images', S3_ENDPOINT: 'http://127.0.0.1:9' },
      async (t) => {
        const res = await request(t.app.getHttpServer())
          .get('/uploads/00000000-0000-0000-0000-000000000000.webp')
          .expect(503);
        expect(res.body).toMatchObject({ statusCode: 503 });
      },
    );
  });

  it('the sample seed and the unused-uploads sweep go through the bucket too', async () => {
    await withBucketApp(async (t) => {
      // A database that never ran the seed: the next start seeds into the bucket.
      const db = t.app.get(DataSource);
      await resetDatabase(t.app);
      await db.query('DELETE FROM seed_history WHERE name = $1', [SAMPLE_GALLERY_SEED]);
    });
    await withBucketApp(async (t) => {
      const http = () => request(t.app.getHttpServer());
      expect(await objects()).toHaveLength(SAMPLE_GALLERY.length * 2);
      const items = (await http().get('/api/gallery').expect(200)).body as { imageUrl: string }[];
      expect(items).toHaveLength(SAMPLE_GALLERY.length);
      await http().get(new URL(items[0]!.imageUrl).pathname).expect(200);

      // An upload no item uses is swept from the bucket once older than the grace period; the samples stay.
      const { body } = await http()
        .post('/api/admin/gallery/upload')
        .set(auth)
        .attach('image', await pngOf(8, 8), { filename: 'x.png', contentType: 'image/png' })
        .expect(201);
      const removed = await t.app
        .get(UnusedUploadsCleanupService)
        .sweep(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000);
      expect(removed).toEqual([new URL(body.imageUrl).pathname]);
      expect(await objects()).toHaveLength(SAMPLE_GALLERY.length * 2);
      await resetDatabase(t.app);
    });
  });
});
