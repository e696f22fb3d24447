import { jest } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  API_PATHS,
  GALLERY_CATEGORIES,
  SAMPLE_GALLERY,
  SAMPLE_GALLERY_ES,
  type GalleryItem,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { API_ROOT } from '../src/config/paths.js';
import { buildDataSourceOptions, DATABASE_DEADLINES } from '../src/database/data-source-options.js';
import { ENTITIES } from '../src/database/entities.js';
import { GalleryTrashPurgeService } from '../src/gallery/gallery-trash-purge.service.js';
import { ImageStorageService } from '../src/gallery/image-storage.service.js';
import { SAMPLE_GALLERY_SEED, SampleGallerySeedService } from '../src/gallery/sample-gallery-seed.service.js';
import { SAMPLE_PHOTOS_DIR } from '../src/gallery/sample-projects.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';

const PUBLIC_URL = 'http://api.test.local';
const SAMPLE_TITLES = SAMPLE_GALLERY.map((sample) => sample.title);
const DAY_MS = 24 * 60 * 60 * 1000;
const UPLOAD_URL = new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.webp$`);

describe('sample gallery seed (a new site starts with the six sample projects as real items)', () => {
  let db: DataSource;
  let staff: { Authorization: string };
  const started: TestApp[] = [];

  /** An API instance on DATABASE_URL, closed after the test. */
  async function start(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await createTestApp({ PUBLIC_URL, ...env });
    started.push(t);
    return t;
  }
  const http = (t: TestApp) => request(t.app.getHttpServer());
  const list = async (t: TestApp): Promise<GalleryItem[]> =>
    (await http(t).get('/api/gallery').expect(200)).body;
  const itemCount = async () =>
    (await db.query('SELECT count(*)::int AS n FROM gallery_item'))[0].n as number;
  const seedRecorded = async () =>
    (await db.query('SELECT 1 FROM seed_history WHERE name = $1', [SAMPLE_GALLERY_SEED])).length === 1;

  /**
   * The state right after the migrations of a database that never ran the seed. Emptied by DELETE (resetDatabase), as
   * every suite is: a TRUNCATE waits on PostgreSQL syncing new files to disk, and on a busy machine it outlasted the
   * database deadlines.
   */
  async function asNewDatabase(): Promise<void> {
    await resetDatabase(db);
    await db.query('DELETE FROM "seed_history"');
  }

  beforeAll(async () => {
    db = new DataSource({ ...buildDataSourceOptions({ url: process.env.DATABASE_URL }), entities: ENTITIES });
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    staff = { Authorization: `Bearer ${(await createUser()).token}` };
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    while (started.length) await started.pop()!.close();
  });
  afterAll(async () => {
    // The other suites expect the seed to have run already (their resetDatabase leaves an empty gallery behind).
    await db.query('INSERT INTO seed_history (name) VALUES ($1) ON CONFLICT DO NOTHING', [
      SAMPLE_GALLERY_SEED,
    ]);
    await resetDatabase(db);
    await db.destroy();
  });

  it('a new database gets exactly the six samples, in staff categories, with images served like uploads', async () => {
    await asNewDatabase();
    const t = await start();

    const items = await list(t);
    expect(items.map((item) => item.title)).toEqual(SAMPLE_TITLES);
    expect(items.map((item) => item.location)).toEqual(SAMPLE_GALLERY.map((sample) => sample.location));
    expect(items.map((item) => item.createdAt)).toEqual(SAMPLE_GALLERY.map((sample) => sample.createdAt));
    // Issue 30: each sample comes with its Spanish title and description, which the Spanish gallery shows.
    const spanish = (await http(t).get(API_PATHS.gallery(undefined, 'es')).expect(200)).body as GalleryItem[];
    expect(spanish.map((item) => [item.title, item.description])).toEqual(
      SAMPLE_GALLERY.map((sample) => [
        SAMPLE_GALLERY_ES[sample.id]!.title,
        SAMPLE_GALLERY_ES[sample.id]!.description,
      ]),
    );
    for (const item of items) expect(GALLERY_CATEGORIES).toContain(item.category);
    expect((await http(t).get('/api/gallery/categories').expect(200)).body).toEqual([
      'concrete',
      'mailboxes',
      'outdoor_kitchens_fireplaces',
      'stone',
    ]);
    expect(await seedRecorded()).toBe(true);

    for (const item of items) {
      expect(item.imageUrl).toMatch(UPLOAD_URL);
      const image = await http(t).get(new URL(item.imageUrl).pathname).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      // Re-encoded by the upload pipeline, not a copy of the JPEG: our WebP, with its thumbnail beside it.
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    }
    expect(readdirSync(t.uploadsDir)).toHaveLength(SAMPLE_GALLERY.length * 2);
  });

  it('a second start adds nothing', async () => {
    await asNewDatabase();
    const first = await list(await start());
    const again = await list(await start());
    expect(again.map((item) => item.id)).toEqual(first.map((item) => item.id));
  });

  it('staff can delete seeded items, and they do not come back on the next start', async () => {
    await asNewDatabase();
    const t = await start();
    const items = await list(t);
    for (const item of items)
      await http(t).delete(`/api/admin/gallery/item/${item.id}`).set(staff).expect(200);
    // Deleted like an upload (issue 29): hidden at once, in the trash with its files until the purge.
    expect(await list(t)).toEqual([]);
    await http(t).get(new URL(items[0]!.imageUrl).pathname).expect(200);
    expect(readdirSync(t.uploadsDir)).toHaveLength(SAMPLE_GALLERY.length * 2);
    const purge = await t.app.get(GalleryTrashPurgeService).purge(new Date(Date.now() + 31 * DAY_MS));
    expect(purge.purged).toHaveLength(SAMPLE_GALLERY.length);
    await http(t).get(new URL(items[0]!.imageUrl).pathname).expect(404);
    expect(readdirSync(t.uploadsDir)).toEqual([]);

    await list(await start()).then((after) => expect(after).toEqual([]));
    expect(await itemCount()).toBe(0);
  });

  it('the test reset (tables emptied, seed record kept) gives every suite an empty gallery, even after a restart', async () => {
    await asNewDatabase();
    const t = await start();
    await resetDatabase(t.app);
    expect(await list(await start())).toEqual([]);
  });

  it('two instances starting at once create six items, not twelve', async () => {
    await asNewDatabase();
    const [a, b] = await Promise.all([start(), start()]);
    expect(await itemCount()).toBe(SAMPLE_GALLERY.length);
    // Only one of them wrote image files.
    const files = [a, b].map((t) => readdirSync(t.uploadsDir).length).sort();
    expect(files).toEqual([0, SAMPLE_GALLERY.length * 2]);
  });

  it('two seed runs racing on one database: one seeds, the other waits and finds it done', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    await asNewDatabase();
    const outcomes = await Promise.all([a, b].map((t) => t.app.get(SampleGallerySeedService).seedOnce()));
    expect(outcomes.sort()).toEqual(['already-ran', 'seeded']);
    expect(await itemCount()).toBe(SAMPLE_GALLERY.length);
  });

  it('waits out another seed that holds its claim longer than the database deadlines allow one statement', async () => {
    const t = await start();
    await asNewDatabase();
    const other = db.createQueryRunner();
    await other.startTransaction();
    await other.query('INSERT INTO seed_history (name) VALUES ($1)', [SAMPLE_GALLERY_SEED]);
    // fixed-wait: holding the claim longer than the deadlines is what this test is about.
    const otherCommits = new Promise((resolve) => setTimeout(resolve, DATABASE_DEADLINES.queryMs * 2)).then(
      async () => {
        await other.commitTransaction();
        await other.release();
      },
    );
    await expect(t.app.get(SampleGallerySeedService).seedOnce()).resolves.toBe('already-ran');
    await otherCommits;
  }, 30_000);

  it('a database that already has gallery items keeps exactly those, and never gets the samples later', async () => {
    await asNewDatabase();
    await db.query(
      `INSERT INTO gallery_item (title, description, image_url, category) VALUES ('Our own patio', 'A real project.', 'https://images.example.com/p.jpg', 'stone')`,
    );
    const t = await start();
    expect((await list(t)).map((item) => item.title)).toEqual(['Our own patio']);
    expect(await seedRecorded()).toBe(true);

    await db.query('DELETE FROM "gallery_item"');
    expect(await list(await start())).toEqual([]);
  });

  it('a seed that fails part-way leaves no items, no record and no image files, and the next run completes', async () => {
    const t = await start();
    await asNewDatabase();
    const images = t.app.get(ImageStorageService);
    const store = images.store.bind(images);
    let calls = 0;
    jest.spyOn(images, 'store').mockImplementation(async (buffer) => {
      if (++calls === 4) throw new Error('disk full');
      return store(buffer);
    });
    const seed = t.app.get(SampleGallerySeedService);

    await expect(seed.seedOnce()).rejects.toThrow('disk full');
    expect(await itemCount()).toBe(0);
    expect(await seedRecorded()).toBe(false);
    expect(readdirSync(t.uploadsDir)).toEqual([]);

    await expect(seed.seedOnce()).resolves.toBe('seeded');
    expect(await itemCount()).toBe(SAMPLE_GALLERY.length);
  });

  it('when the seed fails the start fails, and the database is left for the next start to seed', async () => {
    await asNewDatabase();
    jest.spyOn(ImageStorageService.prototype, 'store').mockRejectedValue(new Error('read-only file system'));
    await expect(start()).rejects.toThrow('read-only file system');
    expect(await seedRecorded()).toBe(false);
    jest.restoreAllMocks();
    expect(await list(await start())).toHaveLength(SAMPLE_GALLERY.length);
  });

  it('works on embedded PGlite too: seeded on the first start, not again after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-pglite-seed-'));
    const pglite = { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir };
    try {
      const first = await start(pglite);
      const items = await list(first);
      expect(items.map((item) => item.title)).toEqual(SAMPLE_TITLES);
      await http(first).get(new URL(items[0]!.imageUrl).pathname).expect(200);
      await http(first).delete(`/api/admin/gallery/item/${items[0]!.id}`).set(staff).expect(200);
      await started.pop()!.close(); // PGlite has no lock: one instance per folder at a time

      const second = await start(pglite);
      expect(await list(second)).toHaveLength(SAMPLE_GALLERY.length - 1);
      await started.pop()!.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('ships its own copies of the sample photos, identical to the site originals in shell/public', () => {
    for (const sample of SAMPLE_GALLERY) {
      const file = sample.imageUrl.split('/').pop()!;
      const original = readFileSync(join(API_ROOT, '..', 'shell', 'public', sample.imageUrl));
      expect(readFileSync(join(SAMPLE_PHOTOS_DIR, file)).equals(original)).toBe(true);
    }
    expect(SAMPLE_PHOTOS_DIR.startsWith(API_ROOT)).toBe(true);
  });
});
