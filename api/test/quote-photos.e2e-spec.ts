import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LIMITS, MESSAGES, type AdminInquiry, type Inquiry } from 'shared-contracts';
import { QUOTE_PHOTO_GRACE_MS, QuotePhotosService } from '../src/inquiries/photos/quote-photos.service.js';
import { staffNewInquiryEmail } from '../src/notifications/email-templates/index.js';
import { RedisService } from '../src/redis/redis.service.js';
import { createTestApp, withTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { jpegWithGps, pixelFloodPng, pngOf } from './helpers/images.js';
import { startOwnRedis, testKeyPrefix, until } from './helpers/redis.js';
import { startLocalS3 } from './helpers/s3.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.quotePhotos;
const UPLOAD = '/api/public/quote-photos';
const photoPath = (inquiryId: string, photoId: string, size?: 'thumb') =>
  `/api/admin/inquiries/${inquiryId}/photos/${photoId}${size ? `?size=${size}` : ''}`;

type Http = () => ReturnType<typeof request>;
const uploadWith = (http: Http, buffer: Buffer, filename = 'wall.jpg', contentType = 'image/jpeg') =>
  http().post(UPLOAD).attach('photo', buffer, { filename, contentType });
const uploadedWith = async (http: Http, buffer?: Buffer): Promise<string> => {
  const res = await uploadWith(http, buffer ?? (await jpegWithGps(640, 480))).expect(201);
  expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  return res.body.id as string;
};
const bytesOf = (res: request.Response) => res.body as Buffer;
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('quote photos (issue 31), disk store', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;
  const stored = () => readdirSync(suite.t.uploadsDir).sort();
  const upload = (buffer: Buffer, filename?: string, contentType?: string) =>
    uploadWith(http, buffer, filename, contentType);
  const uploaded = (buffer?: Buffer) => uploadedWith(http, buffer);
  const quote = (photoIds?: unknown, key?: string) => {
    const req = http()
      .post('/api/public')
      .send(validQuote(photoIds === undefined ? {} : { photoIds }));
    return key ? req.set('Idempotency-Key', key) : req;
  };
  const adminInquiry = async (id: string) =>
    (await http().get(`/api/admin/inquiries/${id}`).set(suite.auth).expect(200)).body as AdminInquiry;
  const db = () => suite.t.app.get(DataSource);

  describe('upload', () => {
    it('stores a re-encoded WebP (longest side 2048) and a thumbnail under server names, GPS and EXIF stripped', async () => {
      const id = await uploaded(await jpegWithGps(3000, 1500));
      expect(stored()).toEqual([`quote-${id}.thumb.webp`, `quote-${id}.webp`]);
      const large = await sharp(join(suite.t.uploadsDir, `quote-${id}.webp`)).metadata();
      expect(large).toMatchObject({ format: 'webp', width: 2048, height: 1024 });
      expect(large.exif).toBeUndefined();
      const thumb = await sharp(join(suite.t.uploadsDir, `quote-${id}.thumb.webp`)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 240 });
      expect(thumb.exif).toBeUndefined();
      // Never public: /uploads serves gallery images, not these.
      await http().get(`/uploads/quote-${id}.webp`).expect(404);
      await http().get(`/uploads/quote-${id}.thumb.webp`).expect(404);
    });

    it.each([
      ['a text file named .jpg', Buffer.from('just some text, honest'), 'wall.jpg', 'image/jpeg'],
      [
        'an SVG',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>',
        ),
        'wall.svg',
        'image/svg+xml',
      ],
    ])('refuses %s (400, nothing stored)', async (_what, buffer, filename, contentType) => {
      const res = await upload(buffer, filename, contentType).expect(400);
      expect(res.body.message).toBe(m.unsupported);
      expect(stored()).toEqual([]);
    });

    it('refuses a pixel flood (400) and a file over 10 MB (413) with clear messages; nothing stored', async () => {
      const flood = await upload(await pixelFloodPng(), 'bomb.png', 'image/png').expect(400);
      // Issue 48: each refusal names its rule by code and states the limit, in the rule's unit (pixels, bytes).
      expect(flood.body).toMatchObject({
        message: m.tooManyPixels,
        code: 'quotePhotos.tooManyPixels',
        params: { limit: LIMITS.upload.maxPixels },
      });
      const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(LIMITS.upload.maxBytes)]);
      const tooBig = await upload(big, 'big.png', 'image/png').expect(413);
      expect(tooBig.body).toMatchObject({
        message: m.tooLarge,
        code: 'quotePhotos.tooLarge',
        params: { limit: LIMITS.upload.maxBytes },
      });
      expect(stored()).toEqual([]);
      expect(await db().query('SELECT * FROM quote_photo')).toEqual([]);
    });

    it('asks for a photo when none is attached, and for one per upload', async () => {
      expect((await http().post(UPLOAD).expect(400)).body.message).toBe(m.selectFile);
      const png = await pngOf(4, 4);
      const two = await http()
        .post(UPLOAD)
        .attach('photo', png, 'a.png')
        .attach('photo', png, 'b.png')
        .expect(400);
      expect(two.body.message).toBe(m.selectFile);
    });
  });

  describe('the quote POST with photoIds', () => {
    it('ties the photos to the inquiry in their order; the admin payload lists them; the spec body is unchanged', async () => {
      const first = await uploaded();
      const second = await uploaded(await pngOf(300, 600));
      const res = await quote([second, first]).expect(201);
      expect(Object.keys(res.body).sort()).toEqual(
        ['date', 'email', 'id', 'message', 'name', 'phone', 'projectType', 'status', 'zipCode'].sort(),
      );
      const inquiry = await adminInquiry(res.body.id);
      expect(inquiry.photos).toEqual([
        { id: second, width: 300, height: 600 },
        { id: first, width: 640, height: 480 },
      ]);
      const list = (await http().get('/api/admin/inquiries').set(suite.auth).expect(200))
        .body as AdminInquiry[];
      expect(list[0]!.photos?.map((photo) => photo.id)).toEqual([second, first]);
      // Without photoIds: today's request, an inquiry without photos.
      const plain = await quote().expect(201);
      expect((await adminInquiry(plain.body.id)).photos).toEqual([]);
    });

    it('refuses a sixth photo, a repeated id and a malformed one (400); nothing stored', async () => {
      const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploaded()));
      const six = await quote(ids).expect(400);
      expect(six.body.message).toBe(m.tooMany);
      expect((await quote([ids[0], ids[0]]).expect(400)).body.message).toBe(m.duplicate);
      expect((await quote(['not-an-id']).expect(400)).body.message).toBe(m.idInvalid);
      expect((await quote('x').expect(400)).body.message).toBe(m.idInvalid);
      expect(await db().query('SELECT id FROM inquiry')).toEqual([]);
      // Five is fine.
      await quote(ids.slice(0, 5)).expect(201);
    });

    it('refuses an unknown, expired or already attached photo, storing no inquiry', async () => {
      const id = await uploaded();
      const unknown = await quote([randomUUID()]).expect(400);
      expect(unknown.body.message).toBe(m.notAvailable);
      await db().query(`UPDATE quote_photo SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
      expect((await quote([id]).expect(400)).body.message).toBe(m.notAvailable);
      expect(await db().query('SELECT id FROM inquiry')).toEqual([]);
      const fresh = await uploaded();
      await quote([fresh]).expect(201);
      expect((await quote([fresh]).expect(400)).body.message).toBe(m.notAvailable);
      expect(await db().query('SELECT id FROM inquiry')).toHaveLength(1);
    });

    it('a retried submission with the same Idempotency-Key attaches each photo once', async () => {
      const ids = [await uploaded(), await uploaded()];
      const first = await quote(ids, 'retry-photos-1').expect(201);
      const again = await quote(ids, 'retry-photos-1').expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      // Concurrent retries too.
      const racing = await Promise.all([1, 2, 3].map(() => quote(ids, 'retry-photos-1')));
      expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(await db().query('SELECT id FROM inquiry')).toHaveLength(1);
      const rows = (await db().query('SELECT inquiry_id, position FROM quote_photo ORDER BY position')) as {
        inquiry_id: string;
        position: number;
      }[];
      expect(rows).toEqual([
        { inquiry_id: first.body.id, position: 1 },
        { inquiry_id: first.body.id, position: 2 },
      ]);
      // The same key with other photos is another request.
      const other = await uploaded();
      expect((await quote([other], 'retry-photos-1').expect(422)).body.message).toBe(
        MESSAGES.quote.idempotencyKeyReused,
      );
    });

    it('tells staff in the new-quote e-mail how many photos came, with the link to the inquiry', async () => {
      const ids = [await uploaded(), await uploaded()];
      const res = await quote(ids).expect(201);
      const [row] = (await db().query(
        `SELECT payload FROM outbox_email WHERE kind = 'staff-new-inquiry'`,
      )) as { payload: { inquiry: Inquiry; photoCount: number } }[];
      // Notifications may be off in this environment: the e-mail is composed from the same row either way.
      const payload = row?.payload ?? { inquiry: res.body as Inquiry, photoCount: 2 };
      expect(payload.photoCount).toBe(2);
      const footer = { address: '', phone: '', email: '', siteUrl: 'https://example.com' };
      const email = staffNewInquiryEmail({
        siteName: 'Site',
        inquiry: payload.inquiry,
        inquiryUrl: `https://example.com/admin/inquiries?inquiry=${res.body.id}`,
        photoCount: payload.photoCount,
        footer,
      });
      expect(email.text).toContain('The customer attached 2 photos');
      expect(email.text).toContain(`https://example.com/admin/inquiries?inquiry=${res.body.id}`);
      expect(email.html).toContain('The customer attached 2 photos');
      const none = staffNewInquiryEmail({
        siteName: 'Site',
        inquiry: res.body,
        inquiryUrl: 'https://x.example/',
        footer,
      });
      expect(none.text).not.toContain('photo');
    });
  });

  describe('reading a photo', () => {
    const setUp = async () => {
      const photo = await uploaded(await jpegWithGps(900, 600));
      const inquiry = (await quote([photo]).expect(201)).body.id as string;
      const other = (await quote().expect(201)).body.id as string;
      return { photo, inquiry, other };
    };

    it('streams it to staff (large and thumbnail), private to their browser', async () => {
      const { photo, inquiry } = await setUp();
      const large = await binary(http().get(photoPath(inquiry, photo)).set(suite.auth)).expect(200);
      expect(large.headers['content-type']).toBe('image/webp');
      expect(large.headers['cache-control']).toBe('private, max-age=3600');
      expect(await sharp(bytesOf(large)).metadata()).toMatchObject({ width: 900, height: 600 });
      const thumb = await binary(
        http()
          .get(photoPath(inquiry, photo, 'thumb'))
          .set(suite.auth),
      ).expect(200);
      expect(await sharp(bytesOf(thumb)).metadata()).toMatchObject({ width: 480, height: 320 });
      await http()
        .get(`${photoPath(inquiry, photo)}?size=huge`)
        .set(suite.auth)
        .expect(400);
    });

    it('is 401 signed out, 403 for a non-staff account, 404 through another inquiry or for no photo', async () => {
      const { photo, inquiry, other } = await setUp();
      expect((await http().get(photoPath(inquiry, photo)).expect(401)).body.message).toBe(
        MESSAGES.auth.missingToken,
      );
      const outsider = await createUser({ domain: 'example.com' });
      await http()
        .get(photoPath(inquiry, photo))
        .set('Authorization', `Bearer ${outsider.token}`)
        .expect(403);
      const wrong = await http().get(photoPath(other, photo)).set(suite.auth).expect(404);
      expect(wrong.body.message).toBe(MESSAGES.inquiryPhotos.notFound);
      await http().get(photoPath(inquiry, randomUUID())).set(suite.auth).expect(404);
      // An upload not yet tied to any inquiry cannot be read through one.
      const loose = await uploaded();
      await http().get(photoPath(inquiry, loose)).set(suite.auth).expect(404);
    });
  });

  it('deleting an inquiry deletes its photos from the store, and only its own', async () => {
    const mine = [await uploaded(), await uploaded()];
    const theirs = await uploaded();
    const inquiry = (await quote(mine).expect(201)).body.id as string;
    await quote([theirs]).expect(201);
    expect(stored()).toHaveLength(6);
    await http().delete(`/api/admin/inquiries/${inquiry}`).set(suite.auth).expect(200);
    expect(stored()).toEqual([`quote-${theirs}.thumb.webp`, `quote-${theirs}.webp`]);
    expect(await db().query('SELECT id FROM quote_photo')).toEqual([{ id: theirs }]);
  });

  it('removes uploads never attached after 24 hours (and stray files), keeping attached and recent ones', async () => {
    const attached = await uploaded();
    await quote([attached]).expect(201);
    const abandoned = await uploaded();
    const recent = await uploaded();
    const stray = randomUUID();
    const longAgo = (Date.now() - QUOTE_PHOTO_GRACE_MS - 60_000) / 1000;
    for (const name of [`quote-${stray}.webp`, `quote-${stray}.thumb.webp`]) {
      writeFileSync(join(suite.t.uploadsDir, name), 'webp');
      utimesSync(join(suite.t.uploadsDir, name), longAgo, longAgo);
    }
    await db().query(
      `UPDATE quote_photo SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`,
      [[attached, abandoned]],
    );
    const removed = await suite.t.app.get(QuotePhotosService).sweep();
    expect(removed.sort()).toEqual([abandoned, stray].sort());
    expect(stored()).toEqual(
      [attached, recent].flatMap((id) => [`quote-${id}.thumb.webp`, `quote-${id}.webp`]).sort(),
    );
    // A day later the recent one goes too; the attached one stays.
    const later = await suite.t.app.get(QuotePhotosService).sweep(Date.now() + QUOTE_PHOTO_GRACE_MS + 60_000);
    expect(later).toEqual([recent]);
    expect(existsSync(join(suite.t.uploadsDir, `quote-${attached}.webp`))).toBe(true);
  });
});

describe('quote photos in an S3 bucket (issue 31)', () => {
  it('stores, streams to staff, keeps private and deletes with the inquiry', async () => {
    const s3 = await startLocalS3('quote-photos');
    try {
      await withTestApp(s3.env, async (t) => {
        await resetDatabase(t.app);
        const http = () => request(t.app.getHttpServer());
        const auth = { Authorization: `Bearer ${(await createUser()).token}` };
        const id = await uploadedWith(http, await jpegWithGps(800, 600));
        const inquiry = (
          await http()
            .post('/api/public')
            .send(validQuote({ photoIds: [id] }))
            .expect(201)
        ).body.id as string;
        const photo = await binary(http().get(photoPath(inquiry, id)).set(auth)).expect(200);
        const meta = await sharp(bytesOf(photo)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
        expect(meta.exif).toBeUndefined();
        await http().get(`/uploads/quote-${id}.webp`).expect(404);
        await http().delete(`/api/admin/inquiries/${inquiry}`).set(auth).expect(200);
        const names = await t.app.get(QuotePhotosService)['driver'].list();
        expect(names.map((object) => object.name).filter((name) => name.includes(id))).toEqual([]);
      });
    } finally {
      await s3.close();
    }
  });
});

describe('per-visitor upload limits (issue 31)', () => {
  it('refuses more uploads a minute than QUOTE_PHOTO_LIMIT_COUNT with a clear 429 and Retry-After', async () => {
    await withTestApp({ QUOTE_PHOTO_LIMIT_COUNT: '2' }, async (t) => {
      const http = () => request(t.app.getHttpServer());
      await uploadedWith(http);
      await uploadedWith(http);
      const res = await uploadWith(http, await jpegWithGps(64, 64)).expect(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.body).toMatchObject({
        message: m.tooManyUploads(wait),
        code: 'PHOTO_UPLOADS_LIMIT',
        params: { retryAfterSeconds: wait, limit: 2 },
      });
    });
  });

  it('refuses more bytes a minute than QUOTE_PHOTO_LIMIT_BYTES', async () => {
    const photo = await jpegWithGps(640, 480);
    await withTestApp({ QUOTE_PHOTO_LIMIT_BYTES: String(photo.length * 2 + 10) }, async (t) => {
      const http = () => request(t.app.getHttpServer());
      await uploadedWith(http, photo);
      await uploadedWith(http, photo);
      const res = await uploadWith(http, photo).expect(429);
      expect(res.body).toMatchObject({
        message: m.tooManyBytes(Number(res.headers['retry-after'])),
        code: 'PHOTO_BYTES_LIMIT',
        params: { retryAfterSeconds: Number(res.headers['retry-after']), limit: photo.length * 2 + 10 },
      });
    });
  });

  it('counts once across instances sharing Redis', async () => {
    const redis = await startOwnRedis();
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: testKeyPrefix(), QUOTE_PHOTO_LIMIT_COUNT: '2' };
    let a: TestApp | undefined;
    let b: TestApp | undefined;
    try {
      a = await createTestApp(env);
      b = await createTestApp(env);
      await until(async () => a!.app.get(RedisService).ready && b!.app.get(RedisService).ready, 'Redis');
      const onA = () => request(a!.app.getHttpServer());
      const onB = () => request(b!.app.getHttpServer());
      await uploadedWith(onA);
      await uploadedWith(onB);
      await uploadWith(onA, await jpegWithGps(64, 64)).expect(429);
      await uploadWith(onB, await jpegWithGps(64, 64)).expect(429);
    } finally {
      await a?.close();
      await b?.close();
      await redis.stop();
    }
  });
});
