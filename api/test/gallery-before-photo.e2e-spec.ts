import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MESSAGES, type AdminGalleryItem, type GalleryItem } from 'shared-contracts';
import {
  UNUSED_UPLOAD_GRACE_MS,
  UnusedUploadsCleanupService,
} from '../src/gallery/unused-uploads-cleanup.service.js';
import { pngOf } from './helpers/images.js';
import { apiSuite } from './helpers/suite.js';

const mb = MESSAGES.galleryBefore;

describe("a gallery item's before photo (issue 31)", () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;
  const upload = async (): Promise<string> =>
    (
      await http()
        .post('/api/admin/gallery/upload')
        .set(suite.auth)
        .field('category', 'stone')
        .attach('image', await pngOf(64, 48), { filename: 'a.png', contentType: 'image/png' })
        .expect(201)
    ).body.imageUrl as string;
  const create = async (): Promise<string> =>
    (
      await http()
        .post('/api/admin/gallery/item')
        .set(suite.auth)
        .send({
          title: 'Limestone wall',
          description: 'A new limestone retaining wall.',
          imageUrl: await upload(),
          location: 'San Antonio',
          category: 'stone',
        })
        .expect(201)
    ).body.item.id as string;
  const setBefore = (id: string, beforeImageUrl: unknown) =>
    http().put(`/api/admin/gallery/item/${id}/before-photo`).set(suite.auth).send({ beforeImageUrl });
  const publicItem = async (id: string, query = '') =>
    ((await http().get(`/api/gallery${query}`).expect(200)).body as GalleryItem[]).find(
      (item) => item.id === id,
    )!;

  it('is set from an upload, shown in the public gallery (both languages), and removed with null', async () => {
    const id = await create();
    expect(await publicItem(id)).not.toHaveProperty('beforeImageUrl');
    const before = await upload();
    const res = await setBefore(id, before).expect(200);
    expect(res.body.message).toBe(mb.saved);
    expect((res.body.item as AdminGalleryItem).beforeImageUrl).toBe(before);
    expect((await publicItem(id)).beforeImageUrl).toBe(before);
    expect((await publicItem(id, '?lang=es')).beforeImageUrl).toBe(before);
    // Site-relative is the same photo.
    await setBefore(id, before.slice(before.indexOf('/uploads/'))).expect(200);
    expect((await publicItem(id)).beforeImageUrl).toBe(before);

    const removed = await setBefore(id, null).expect(200);
    expect(removed.body.message).toBe(mb.removed);
    expect(await publicItem(id)).not.toHaveProperty('beforeImageUrl');
  });

  it('refuses a path that is not an upload, an upload no longer stored, and an unknown or trashed item', async () => {
    const id = await create();
    expect((await setBefore(id, 'https://evil.example/a.jpg').expect(400)).body.message).toBe(mb.invalid);
    const missing = `/uploads/0b0c8f5e-1d2a-4c3b-9e8f-123456789abc.webp`;
    expect((await setBefore(id, missing).expect(400)).body.message).toBe(mb.notStored);
    const before = await upload();
    await setBefore('0b0c8f5e-1d2a-4c3b-9e8f-123456789abc', before).expect(404);
    await http().delete(`/api/admin/gallery/item/${id}`).set(suite.auth).expect(200);
    await setBefore(id, before).expect(404);
    expect(await suite.t.app.get(DataSource).query('SELECT before_image_url FROM gallery_item')).toEqual([
      { before_image_url: null },
    ]);
  });

  it('keeps a before photo through the unused-uploads sweep', async () => {
    const id = await create();
    const before = await upload();
    await setBefore(id, before).expect(200);
    const name = before.slice(before.indexOf('/uploads/') + '/uploads/'.length);
    const longAgo = (Date.now() - UNUSED_UPLOAD_GRACE_MS - 60_000) / 1000;
    utimesSync(join(suite.t.uploadsDir, name), longAgo, longAgo);
    await suite.t.app.get(UnusedUploadsCleanupService).sweep();
    expect(existsSync(join(suite.t.uploadsDir, name))).toBe(true);
    // Once removed from the item it is unused, and swept.
    await setBefore(id, null).expect(200);
    await suite.t.app.get(UnusedUploadsCleanupService).sweep();
    expect(existsSync(join(suite.t.uploadsDir, name))).toBe(false);
  });
});
