import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  BUILT_IN_HERO_IMAGE_PATH,
  codeOfMessage,
  DEFAULT_CONTENT,
  HERO_PHOTO_WIDTHS,
  LIMITS,
  MESSAGES,
  type HeroPhotoUploadResponse,
} from 'shared-contracts';
import { UNUSED_UPLOAD_GRACE_MS } from '../src/gallery/unused-uploads-cleanup.service.js';
import { HeroPhotoService } from '../src/content/hero-photo/hero-photo.service.js';
import { createUser, forgeToken } from './helpers/auth.js';
import { jpegWithGps, pixelFloodPng, pngOf } from './helpers/images.js';
import { apiSuite } from './helpers/suite.js';

const g = MESSAGES.gallery;
const m = MESSAGES.content;
const PATH = '/api/admin/content/home/hero-photo';
const home = (title: string) => ({ title, subtitle: `${title} subtitle`, description: `${title} description` });
const HERO_FILE = /^hero-[0-9a-f-]{36}-(768|1280|1920)\.webp$/;

describe('hero photo of the home page (issue 29)', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;
  const stored = () => readdirSync(suite.t.uploadsDir).sort();
  const upload = (buffer: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    http().post(PATH).set(suite.auth).attach('image', buffer, { filename, contentType });
  const uploaded = async (width = 2400, height = 1200): Promise<HeroPhotoUploadResponse> =>
    (await upload(await jpegWithGps(width, height)).expect(201)).body as HeroPhotoUploadResponse;
  const save = (body: object) => http().post('/api/content/home').set(suite.auth).send(body);
  const read = async () => (await http().get('/api/content/home').expect(200)).body as Record<string, unknown>;
  const fileOf = (path: string) => join(suite.t.uploadsDir, path.replace('/uploads/', ''));

  describe('authorization', () => {
    const send = (authorization?: string) => {
      const req = http().post(PATH).attach('image', Buffer.from('x'), 'photo.jpg');
      return authorization ? req.set('Authorization', authorization) : req;
    };
    it('is 401 without a token, with an invalid or a forged one; nothing stored', async () => {
      const res = await send().expect(401);
      expect(res.body.message).toBe(MESSAGES.auth.missingToken);
      await send('Bearer not-a-jwt').expect(401);
      await send(`Bearer ${forgeToken()}`).expect(401);
      expect(stored()).toEqual([]);
    });
    it('is 403 for a verified account of another domain', async () => {
      const outsider = await createUser({ domain: 'example.com' });
      const res = await send(`Bearer ${outsider.token}`).expect(403);
      expect(res.body.message).toBe(MESSAGES.auth.notStaff);
      expect(stored()).toEqual([]);
    });
  });

  describe('upload', () => {
    it('stores one WebP per width under server names, metadata stripped, and answers the paths', async () => {
      const body = await uploaded(2400, 1200);
      expect(body.heroImagePath).toMatch(/^\/uploads\/hero-[0-9a-f-]{36}-1920\.webp$/);
      expect(body.variants.map((v) => v.width)).toEqual([...HERO_PHOTO_WIDTHS]);
      expect(body.variants.at(-1)?.path).toBe(body.heroImagePath);
      expect(stored()).toHaveLength(3);
      expect(stored().every((name) => HERO_FILE.test(name))).toBe(true);
      for (const { width, path } of body.variants) {
        const meta = await sharp(fileOf(path)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
        expect(meta.exif).toBeUndefined();
      }
      const served = await http().get(body.variants[0]!.path).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('never enlarges a smaller photo', async () => {
      const body = await uploaded(1000, 500);
      const widths = await Promise.all(
        body.variants.map(async ({ path }) => (await sharp(fileOf(path)).metadata()).width),
      );
      expect(widths).toEqual([768, 1000, 1000]);
    });

    it.each([
      ['a text file named .jpg', Buffer.from('just some text, honest'), 'photo.jpg', 'image/jpeg'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>'),
        'photo.svg',
        'image/svg+xml',
      ],
    ])('refuses %s (400, nothing stored)', async (_name, buffer, filename, contentType) => {
      const res = await upload(buffer, filename, contentType).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: g.unsupportedImage,
        error: g.unsupportedImage,
        code: codeOfMessage(g.unsupportedImage),
      });
      expect(stored()).toEqual([]);
    });

    it('refuses a file over the upload limit with 413, and a pixel flood with 400', async () => {
      const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(LIMITS.upload.maxBytes)]);
      const res = await upload(big, 'big.png', 'image/png').expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: g.imageTooLarge,
        error: g.imageTooLarge,
        code: codeOfMessage(g.imageTooLarge),
        params: { limit: LIMITS.upload.maxBytes },
      });
      const flood = await upload(await pixelFloodPng(), 'bomb.png', 'image/png').expect(400);
      expect(flood.body).toMatchObject({
        message: g.imageTooManyPixels,
        code: 'gallery.imageTooManyPixels',
        params: { limit: LIMITS.upload.maxPixels },
      });
      expect(stored()).toEqual([]);
    });

    it('asks for a file when none is attached', async () => {
      const res = await http().post(PATH).set(suite.auth).expect(400);
      expect(res.body.message).toBe(g.selectFile);
    });
  });

  describe('heroImagePath in the home page', () => {
    it.each([
      'https://evil.example/photo.jpg',
      '/uploads/0b0c8f5e-1d2a-4c3b-9e8f-123456789abc.webp',
      '/images/contact-photo.jpg',
      '',
    ])('refuses %j in a save and a draft with a clear 400', async (heroImagePath) => {
      const res = await save({ ...home('A'), heroImagePath }).expect(400);
      expect(res.body.message).toBe(m.heroPhotoInvalid);
      const draft = await http()
        .put('/api/admin/content/home/draft')
        .set(suite.auth)
        .send({ ...home('A'), heroImagePath, version: 0 })
        .expect(400);
      expect(draft.body.message).toBe(m.heroPhotoInvalid);
      expect((await read()).version).toBe(0);
    });

    it('refuses a well-formed path of a photo that is not stored', async () => {
      const heroImagePath = '/uploads/hero-0b0c8f5e-1d2a-4c3b-9e8f-123456789abc-1920.webp';
      const res = await save({ ...home('A'), heroImagePath }).expect(400);
      expect(res.body.message).toBe(m.heroPhotoNotStored);
    });

    it('saves the uploaded photo; the public read serves it (contact photo unchanged); a save without it keeps it', async () => {
      expect(await read()).toMatchObject({
        heroImagePath: BUILT_IN_HERO_IMAGE_PATH,
        contactImagePath: DEFAULT_CONTENT.home.contactImagePath,
      });
      const photo = await uploaded();
      const saved = await save({ ...home('A'), heroImagePath: photo.heroImagePath, version: 0 }).expect(200);
      expect(saved.body.heroImagePath).toBe(photo.heroImagePath);
      expect(await read()).toMatchObject({
        title: 'A',
        heroImagePath: photo.heroImagePath,
        contactImagePath: DEFAULT_CONTENT.home.contactImagePath,
        version: 1,
      });
      await save({ ...home('B'), version: 1 }).expect(200);
      expect(await read()).toMatchObject({ title: 'B', heroImagePath: photo.heroImagePath });
      await save({ ...home('C'), heroImagePath: BUILT_IN_HERO_IMAGE_PATH, version: 2 }).expect(200);
      expect(await read()).toMatchObject({ title: 'C', heroImagePath: BUILT_IN_HERO_IMAGE_PATH });
    });

    it('is versioned: a version shows its photo and restoring an older version brings its photo back', async () => {
      await save({ ...home('Built-in'), version: 0 }).expect(200);
      const photo = await uploaded();
      await save({ ...home('Photo'), heroImagePath: photo.heroImagePath, version: 1 }).expect(200);
      const v2 = await http().get('/api/admin/content/home/versions/2').set(suite.auth).expect(200);
      expect(v2.body.content.heroImagePath).toBe(photo.heroImagePath);

      const restore = (number: number, basedOn: number) =>
        http()
          .post(`/api/admin/content/home/versions/${number}/restore`)
          .set(suite.auth)
          .send({ version: basedOn })
          .expect(200);
      await restore(1, 2);
      expect(await read()).toMatchObject({ title: 'Built-in', heroImagePath: BUILT_IN_HERO_IMAGE_PATH, version: 3 });
      await restore(2, 3);
      expect(await read()).toMatchObject({ title: 'Photo', heroImagePath: photo.heroImagePath, version: 4 });
    });

    it('goes through a draft: saved with it, published with it', async () => {
      const photo = await uploaded();
      const draft = await http()
        .put('/api/admin/content/home/draft')
        .set(suite.auth)
        .send({ ...home('Draft'), heroImagePath: photo.heroImagePath, version: 0 })
        .expect(200);
      expect(draft.body.content.heroImagePath).toBe(photo.heroImagePath);
      expect((await read()).heroImagePath).toBe(BUILT_IN_HERO_IMAGE_PATH);
      await http().post('/api/admin/content/home/draft/publish').set(suite.auth).send({ version: 0 }).expect(200);
      expect(await read()).toMatchObject({ title: 'Draft', heroImagePath: photo.heroImagePath });
    });
  });

  describe('clean-up of unused hero photos', () => {
    it('removes old photos nothing names; keeps those of the page, a kept version, the draft, and recent ones', async () => {
      const inVersion = await uploaded(800, 400);
      const onPage = await uploaded(800, 400);
      const inDraft = await uploaded(800, 400);
      const abandoned = await uploaded(800, 400);
      const recent = await uploaded(800, 400);
      await save({ ...home('1'), heroImagePath: inVersion.heroImagePath, version: 0 }).expect(200);
      await save({ ...home('2'), heroImagePath: onPage.heroImagePath, version: 1 }).expect(200);
      await http()
        .put('/api/admin/content/home/draft')
        .set(suite.auth)
        .send({ ...home('3'), heroImagePath: inDraft.heroImagePath, version: 2 })
        .expect(200);
      const longAgo = (Date.now() - UNUSED_UPLOAD_GRACE_MS - 60_000) / 1000;
      for (const photo of [inVersion, onPage, inDraft, abandoned])
        for (const { path } of photo.variants) utimesSync(fileOf(path), longAgo, longAgo);

      const removed = await suite.t.app.get(HeroPhotoService).sweep();
      expect(removed).toEqual([abandoned.heroImagePath]);
      const present = (photo: HeroPhotoUploadResponse) => photo.variants.map(({ path }) => existsSync(fileOf(path)));
      expect(present(abandoned)).toEqual([false, false, false]);
      for (const kept of [inVersion, onPage, inDraft, recent]) expect(present(kept)).toEqual([true, true, true]);
    });
  });
});
