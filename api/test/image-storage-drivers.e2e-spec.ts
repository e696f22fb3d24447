import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DiskStorageDriver } from '../src/storage/disk-storage.driver.js';
import { S3StorageDriver } from '../src/storage/s3-storage.driver.js';
import type { StorageDriver, StoredObject } from '../src/storage/storage-driver.js';
import { copyImages } from '../src/storage/copy-images.js';
import { startLocalS3, type LocalS3 } from './helpers/s3.js';

async function bytesOf(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error('expected an object');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const s3Driver = (s3: LocalS3) =>
  new S3StorageDriver({
    bucket: s3.env.S3_BUCKET,
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
  });

/** One contract, two drivers: whatever the gallery, the seed and the cleanup rely on holds for both stores. */
describe.each([
  [
    'disk',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'api-disk-driver-'));
      return {
        driver: new DiskStorageDriver(dir) as StorageDriver,
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startLocalS3();
      const driver = s3Driver(s3);
      return {
        driver: driver as StorageDriver,
        close: async () => {
          driver.destroy();
          await s3.close();
        },
      };
    },
  ],
])('storage driver contract: %s', (_kind, open) => {
  let store: { driver: StorageDriver; close(): Promise<void> };
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('gives back exactly the bytes it was given, with their size', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const name = `${randomUUID()}.webp`;
    await store.driver.put(name, bytes, 'image/webp');
    const object = await store.driver.get(name);
    expect(object?.size).toBe(bytes.length);
    expect((await bytesOf(object)).equals(bytes)).toBe(true);
  });

  it('answers null for a name it does not hold', async () => {
    await expect(store.driver.get(`${randomUUID()}.webp`)).resolves.toBeNull();
  });

  it('lists what it holds with the time it was written', async () => {
    const before = Date.now() - 2000; // s3rver keeps whole seconds
    const name = `${randomUUID()}.thumb.webp`;
    await store.driver.put(name, Buffer.from('x'), 'image/webp');
    const listed = (await store.driver.list()).find((object) => object.name === name);
    expect(listed).toBeDefined();
    expect(listed!.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    expect(listed!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('deletes, and deleting what is not there is not an error', async () => {
    const name = `${randomUUID()}.webp`;
    await store.driver.put(name, Buffer.from('gone soon'), 'image/webp');
    await store.driver.delete(name);
    await expect(store.driver.get(name)).resolves.toBeNull();
    expect((await store.driver.list()).map((object) => object.name)).not.toContain(name);
    await expect(store.driver.delete(name)).resolves.toBeUndefined();
  });
});

describe('copying the disk images to the bucket (npm run uploads:to-bucket)', () => {
  it('copies our image files only, and a second run copies nothing again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-copy-'));
    const s3 = await startLocalS3();
    const bucket = s3Driver(s3);
    try {
      const id = randomUUID();
      writeFileSync(join(dir, `${id}.webp`), 'display');
      writeFileSync(join(dir, `${id}.thumb.webp`), 'thumb');
      writeFileSync(join(dir, 'notes.txt'), 'not ours');
      const first = await copyImages(new DiskStorageDriver(dir), bucket);
      expect(first.copied.sort()).toEqual([`${id}.thumb.webp`, `${id}.webp`]);
      expect((await bytesOf(await bucket.get(`${id}.webp`))).toString()).toBe('display');
      expect((await bucket.list()).map((object) => object.name).sort()).toEqual([
        `${id}.thumb.webp`,
        `${id}.webp`,
      ]);
      const second = await copyImages(new DiskStorageDriver(dir), bucket);
      expect(second).toEqual({
        copied: [],
        skipped: expect.arrayContaining([`${id}.webp`, `${id}.thumb.webp`]),
      });
    } finally {
      bucket.destroy();
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
