import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { codeOfMessage, IMAGE_URL_FORMAT, LIMITS, MESSAGES } from 'shared-contracts';
import { GalleryTrashPurgeService } from '../src/gallery/gallery-trash-purge.service.js';
import { count } from './helpers/db.js';
import { jpegWithGps, pixelFloodPng, pngOf } from './helpers/images.js';
import { apiSuite } from './helpers/suite.js';

const g = MESSAGES.gallery;
const PUBLIC_URL = 'http://api.test.local';
const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Limestone patio',
  description: 'A 400 sq ft patio in Alamo Heights.',
  imageUrl: 'https://images.example.com/patio.jpg',
  location: 'San Antonio',
  category: 'stone',
  ...overrides,
});

describe('gallery', () => {
  const suite = apiSuite({ env: { PUBLIC_URL }, staff: true });
  const http = suite.http;
  const stored = () => readdirSync(suite.t.uploadsDir).sort();
  const upload = (buffer: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    http()
      .post('/api/admin/gallery/upload')
      .set(suite.auth)
      .field('category', 'stone')
      .attach('image', buffer, { filename, contentType });

  describe('POST /api/admin/gallery/upload', () => {
    it('re-encodes a good image without its EXIF/GPS, as a display size and a thumbnail', async () => {
      const original = await jpegWithGps(2400, 1800);
      expect((await sharp(original).metadata()).exif).toBeDefined(); // the test image really carries EXIF
      const res = await upload(original).expect(201);
      expect(res.body).toEqual({
        imageUrl: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.webp$`)),
        thumbnailUrl: expect.stringMatching(
          new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.thumb\\.webp$`),
        ),
      });
      const name = res.body.imageUrl.split('/').pop();
      const display = await sharp(join(suite.t.uploadsDir, name)).metadata();
      const thumb = await sharp(join(suite.t.uploadsDir, name.replace('.webp', '.thumb.webp'))).metadata();
      expect(display).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
      expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 360 });
      expect(display.exif).toBeUndefined();
      expect(thumb.exif).toBeUndefined();
      expect(stored()).toHaveLength(2);
    });

    it('serves uploads under /uploads with nosniff, long caching and cross-origin use allowed', async () => {
      const { body } = await upload(await pngOf(64, 64), 'x.png', 'image/png').expect(201);
      const res = await http().get(new URL(body.imageUrl).pathname).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      await http().get('/uploads/../package.json').expect(404);
    });

    it('accepts by content, not by name: a PNG named .txt is fine', async () => {
      await upload(await pngOf(10, 10), 'notes.txt', 'text/plain').expect(201);
    });

    it('refuses a text file renamed .jpg (400, `error` carries the message, nothing stored)', async () => {
      const res = await upload(Buffer.from('just some text, honest'), 'photo.jpg', 'image/jpeg').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: g.unsupportedImage,
        error: g.unsupportedImage,
        code: codeOfMessage(g.unsupportedImage),
      });
      expect(stored()).toEqual([]);
    });

    it('refuses a truncated JPEG that only has the right magic bytes', async () => {
      const jpeg = await jpegWithGps(200, 200);
      await upload(jpeg.subarray(0, 200)).expect(400);
      expect(stored()).toEqual([]);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(LIMITS.upload.maxBytes)]);
      const res = await upload(big, 'big.png', 'image/png').expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: g.imageTooLarge,
        error: g.imageTooLarge,
        code: codeOfMessage(g.imageTooLarge),
        params: { limit: LIMITS.upload.maxBytes }, // issue 48: the limit, in bytes
      });
      expect(stored()).toEqual([]);
    });

    it('refuses a pixel flood (tiny file, 900 megapixel header)', async () => {
      const res = await upload(await pixelFloodPng(), 'bomb.png', 'image/png').expect(400);
      expect(res.body.message).toBe(g.imageTooManyPixels);
      expect(stored()).toEqual([]);
    });

    it('asks for a file when none is attached', async () => {
      const res = await http()
        .post('/api/admin/gallery/upload')
        .set(suite.auth)
        .field('category', 'stone')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: g.selectFile,
        error: g.selectFile,
        code: codeOfMessage(g.selectFile),
      });
    });

    it('refuses a file in another field', async () => {
      const res = await http()
        .post('/api/admin/gallery/upload')
        .set(suite.auth)
        .attach('file', await pngOf(5, 5), 'a.png')
        .expect(400);
      expect(res.body.error).toBe(g.imageMissing);
    });

    it.each([
      ['a category longer than its limit', LIMITS.gallery.categoryMax + 1],
      ['a category longer than the form allows at all', 2000],
    ])('names the problem for %s', async (_what, length) => {
      const res = await http()
        .post('/api/admin/gallery/upload')
        .set(suite.auth)
        .field('category', 'x'.repeat(length))
        .attach('image', await pngOf(5, 5), 'a.png')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: g.categoryTooLong,
        error: g.categoryTooLong,
        code: codeOfMessage(g.categoryTooLong),
        // The field is named when the rule refused it; multer's own cap refuses the form before any rule runs.
        params: { ...(length === 2000 ? {} : { field: 'category' }), limit: LIMITS.gallery.categoryMax },
      });
      expect(stored()).toEqual([]);
    });

    it('names the problem for too many form fields, and for a second image', async () => {
      const manyFields = http().post('/api/admin/gallery/upload').set(suite.auth);
      for (let i = 0; i < 6; i++) void manyFields.field(`f${i}`, 'x');
      const fields = await manyFields.attach('image', await pngOf(5, 5), 'a.png').expect(400);
      expect(fields.body.error).toBe(g.uploadTooManyParts);
      const twoImages = await http()
        .post('/api/admin/gallery/upload')
        .set(suite.auth)
        .attach('image', await pngOf(5, 5), 'a.png')
        .attach('image', await pngOf(5, 5), 'b.png')
        .expect(400);
      expect(twoImages.body.error).toBe(g.uploadTooManyParts);
      expect(stored()).toEqual([]);
    });
  });

  describe('items', () => {
    it('creates an item (201 { message, item }) and lists it publicly with createdAt', async () => {
      const res = await http().post('/api/admin/gallery/item').set(suite.auth).send(item()).expect(201);
      expect(res.body).toEqual({
        message: g.created,
        item: { id: expect.any(String), ...item(), createdAt: expect.any(String), version: 1 },
      });
      const list = await http().get('/api/gallery').expect(200);
      expect(list.body).toEqual([res.body.item]);
    });

    it('lists newest first and filters by category', async () => {
      for (const category of ['stone', 'concrete', 'stone']) {
        await http()
          .post('/api/admin/gallery/item')
          .set(suite.auth)
          .send(item({ title: `${category} job`, category }));
      }
      const all = await http().get('/api/gallery').expect(200);
      const dates = all.body.map((i: { createdAt: string }) => Date.parse(i.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(all.body).toHaveLength(3);
      const stone = await http().get('/api/gallery?category=stone').expect(200);
      expect(stone.body.map((i: { category: string }) => i.category)).toEqual(['stone', 'stone']);
      expect((await http().get('/api/gallery?category=all').expect(200)).body).toHaveLength(3);
      await http().get('/api/gallery?category=mailboxes').expect(200, []);
    });

    it('refuses a category filter the database could not take (NUL byte, too long) as a 400 before any query', async () => {
      const nul = await http().get('/api/gallery?category=a%00b').expect(400);
      expect(nul.body.message).toBe(g.categoryRequired);
      const long = 'x'.repeat(LIMITS.gallery.categoryMax + 1);
      expect((await http().get(`/api/gallery?category=${long}`).expect(400)).body.message).toBe(g.tooLong);
    });

    it('ignores query parameters it does not know (cache busters, tracking tags) and trims the filter', async () => {
      await http().post('/api/admin/gallery/item').set(suite.auth).send(item()).expect(201);
      const res = await http().get('/api/gallery?category=%20stone%20&_=1700000000&utm_source=x').expect(200);
      expect(res.body).toHaveLength(1);
    });

    it('categories are distinct and leave out "images" in any case', async () => {
      for (const category of ['stone', 'Images', 'concrete', 'stone', 'images']) {
        await http().post('/api/admin/gallery/item').set(suite.auth).send(item({ category })).expect(201);
      }
      await http().get('/api/gallery/categories').expect(200, ['concrete', 'stone']);
    });

    it.each([
      ['title', 'A', g.titleMin],
      ['description', 'tiny', g.descriptionMin],
      ['imageUrl', '', g.imageUrlRequired],
      ['imageUrl', 'javascript:alert(1)', IMAGE_URL_FORMAT],
      ['imageUrl', '//evil.example/x.png', IMAGE_URL_FORMAT],
      ['location', 'X', g.locationMin],
      ['category', 's', g.categoryRequired],
      ['category', undefined, g.categoryRequired],
      ['title', 'x'.repeat(121), g.tooLong],
    ])('refuses %s = %j with "%s"', async (field, value, message) => {
      const res = await http()
        .post('/api/admin/gallery/item')
        .set(suite.auth)
        .send(item({ [field]: value }))
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(await count(suite.t.app, 'gallery_item')).toBe(0);
    });

    it('deleting an item moves it to the trash: its uploaded files stay until the trash is purged', async () => {
      const { body: up } = await upload(await jpegWithGps(300, 200)).expect(201);
      expect(stored()).toHaveLength(2);
      const { body } = await http()
        .post('/api/admin/gallery/item')
        .set(suite.auth)
        .send(item({ imageUrl: up.imageUrl }))
        .expect(201);
      expect(body.item.imageUrl).toBe(up.imageUrl);
      await http().delete(`/api/admin/gallery/item/${body.item.id}`).set(suite.auth).expect(200);
      await http().get('/api/gallery').expect(200, []);
      expect(stored()).toHaveLength(2);
      await suite.t.app.get(GalleryTrashPurgeService).purge(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
      expect(stored()).toEqual([]);
      expect(await count(suite.t.app, 'gallery_item')).toBe(0);
    });

    it('deleting an item with an external image touches no file', async () => {
      await upload(await pngOf(20, 20), 'a.png', 'image/png').expect(201);
      const { body } = await http().post('/api/admin/gallery/item').set(suite.auth).send(item()).expect(201);
      await http().delete(`/api/admin/gallery/item/${body.item.id}`).set(suite.auth).expect(200);
      expect(stored()).toHaveLength(2);
      expect(existsSync(suite.t.uploadsDir)).toBe(true);
    });

    it('unknown id: 404; malformed id: 400', async () => {
      const missing = await http()
        .delete('/api/admin/gallery/item/3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f')
        .set(suite.auth)
        .expect(404);
      expect(missing.body.message).toBe(g.notFound);
      await http().delete('/api/admin/gallery/item/42').set(suite.auth).expect(400);
    });
  });
});
