import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { INVALIDATION_CHANNEL } from '../src/read-cache/read-caches.service.js';
import { RedisService } from '../src/redis/redis.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { startOwnRedis, testKeyPrefix, until, type OwnRedis } from './helpers/redis.js';

const LIMIT = 3;

/**
 * Two API instances (two apps in this process, each with its own caches and throttler) on one PostgreSQL and one
 * Redis of the test's own, which the last test takes away and brings back.
 */
describe('several instances sharing Redis (REDIS_URL)', () => {
  let redis: OwnRedis;
  let a: TestApp;
  let b: TestApp;
  let auth: { Authorization: string };
  const prefix = testKeyPrefix();
  const http = (t: TestApp) => request(t.app.getHttpServer());
  // 78209 stays in the service area the second test sets.
  const quote = (t: TestApp) =>
    http(t)
      .post('/api/public')
      .send(validQuote({ zipCode: '78209' }));
  const homeTitle = async (t: TestApp) =>
    (await http(t).get('/api/content/home').expect(200)).body.title as string;
  const saveHome = (t: TestApp, title: string) =>
    http(t).post('/api/content/home').set(auth).send({ title, subtitle: 'S', description: 'D' }).expect(200);
  const redisReady = (t: TestApp) => t.app.get(RedisService).ready;
  // Commands answer and the invalidation channel's subscription is confirmed: only then is a write on one instance
  // sure to reach the other's read cache.
  const sharing = (t: TestApp) => redisReady(t) && t.app.get(RedisService).isSubscribed(INVALIDATION_CHANNEL);
  /**
   * B sees A's write within a second, where its cache alone (READ_CACHE_TTL_MS 60 s) would keep the old answer for a
   * minute. Not in the same instant: A's save answers once Redis has taken the message, and Redis delivers it to B's
   * connection a moment later, which on a loaded machine can lose a race with the test's next request.
   */
  const seenOnB = (read: () => Promise<boolean>, what: string) => until(read, `B to see ${what}`, 1000);
  const start = () =>
    createTestApp({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: prefix,
      THROTTLE_LIMIT: String(LIMIT),
      THROTTLE_TTL_MS: '60000',
      // Long enough that only an invalidation, never the TTL, can explain a fresh read.
      READ_CACHE_TTL_MS: '60000',
    });

  beforeAll(async () => {
    redis = await startOwnRedis();
    auth = { Authorization: `Bearer ${(await createUser()).token}` };
    a = await start();
    b = await start();
    await resetDatabase(a.app);
    await until(async () => sharing(a) && sharing(b), 'both instances connected to Redis');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('counts the quote limit once across both instances, in keys under the instance prefix', async () => {
    await quote(a).expect(201);
    await quote(b).expect(201);
    await quote(a).expect(201);
    const limited = await quote(b).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await quote(a).expect(429);

    const inspect = new Redis(redis.url);
    try {
      const keys = await inspect.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => key.startsWith(prefix))).toBe(true);
    } finally {
      inspect.disconnect();
    }
  });

  it('a write on one instance clears the cached public reads of the other at once', async () => {
    await homeTitle(b); // cached on B
    await saveHome(a, 'Saved through A');
    await seenOnB(async () => (await homeTitle(b)) === 'Saved through A', 'the content save');
    // A restore (issue 29) publishes like a save: B, which has the second version cached, sees the first again.
    await saveHome(a, 'Saved again through A');
    await seenOnB(async () => (await homeTitle(b)) === 'Saved again through A', 'the second save');
    // Publishing a draft (issue 29) too; saving the draft alone changes nothing public.
    await http(a)
      .put('/api/admin/content/home/draft')
      .set(auth)
      .send({ title: 'Drafted through A', subtitle: 'S', description: 'D', version: 2 })
      .expect(200);
    expect(await homeTitle(b)).toBe('Saved again through A');
    await http(a).post('/api/admin/content/home/draft/publish').set(auth).send({ version: 2 }).expect(200);
    await seenOnB(async () => (await homeTitle(b)) === 'Drafted through A', 'the published draft');
    await http(a)
      .post('/api/admin/content/home/versions/1/restore')
      .set(auth)
      .send({ version: 3 })
      .expect(200);
    await seenOnB(async () => (await homeTitle(b)) === 'Saved through A', 'the restore');

    await http(b).get('/api/gallery').expect(200, []);
    await http(a)
      .post('/api/admin/gallery/item')
      .set(auth)
      .send({
        title: 'Wall',
        description: 'Stone wall',
        imageUrl: '/images/a.jpg',
        location: 'San Antonio',
        category: 'stone',
      })
      .expect(201);
    const galleryCount = async () =>
      ((await http(b).get('/api/gallery').expect(200)).body as unknown[]).length;
    await seenOnB(async () => (await galleryCount()) === 1, 'the new gallery item');
    // Issue 29: a delete (to the trash) and a restore through A reach B's cached list and categories too.
    const [{ id }] = (await http(a).get('/api/gallery').expect(200)).body as [{ id: string }];
    await http(b).get('/api/gallery/categories').expect(200, ['stone']);
    await http(a).delete(`/api/admin/gallery/item/${id}`).set(auth).expect(200);
    await seenOnB(async () => (await galleryCount()) === 0, 'the deleted gallery item gone');
    await http(b).get('/api/gallery/categories').expect(200, []);
    await http(a).post(`/api/admin/gallery/trash/${id}/restore`).set(auth).expect(200);
    await seenOnB(async () => (await galleryCount()) === 1, 'the restored gallery item');
    await http(b).get('/api/gallery/categories').expect(200, ['stone']);
    // An edit and a new order through A (issue 29) reach B's cached list and categories too.
    const galleryTitles = async () =>
      ((await http(b).get('/api/gallery').expect(200)).body as { title: string }[]).map((row) => row.title);
    await http(a)
      .put(`/api/admin/gallery/item/${id}`)
      .set(auth)
      .send({
        title: 'Edited wall',
        description: 'Stone wall',
        location: 'San Antonio',
        category: 'walls',
        version: 1,
      })
      .expect(200);
    await seenOnB(async () => (await galleryTitles()).join() === 'Edited wall', 'the edited gallery item');
    await http(b).get('/api/gallery/categories').expect(200, ['walls']);
    const second = await http(a)
      .post('/api/admin/gallery/item')
      .set(auth)
      .send({
        title: 'Patio',
        description: 'Stone patio',
        imageUrl: '/images/b.jpg',
        location: 'San Antonio',
        category: 'stone',
      })
      .expect(201);
    await seenOnB(
      async () => (await galleryTitles()).join() === 'Patio,Edited wall',
      'the second item, first',
    );
    await http(a)
      .put('/api/admin/gallery/order')
      .set(auth)
      .send({ ids: [id, second.body.item.id] })
      .expect(200);
    await seenOnB(async () => (await galleryTitles()).join() === 'Edited wall,Patio', 'the new order');

    await http(b).get('/api/public/service-area/check/78205').expect(200, { valid: true });
    await http(a)
      .put('/api/admin/service-area')
      .set(auth)
      .send({ zipCodes: ['78209'] })
      .expect(200);
    await seenOnB(
      async () =>
        ((await http(b).get('/api/public/service-area/check/78205').expect(200)).body as { valid: boolean })
          .valid === false,
      'the new service area',
    );
  });

  it('keeps serving while Redis is away (per-instance limit, logged warning) and shares again when it returns', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await redis.stop();
    await until(async () => !redisReady(a) && !redisReady(b), 'both instances to notice Redis is gone');

    // Public reads and the quote form still answer, promptly.
    const started = Date.now();
    expect(await homeTitle(b)).toBe('Saved through A');
    await quote(a).expect(201);
    expect(Date.now() - started).toBeLessThan(3000);
    // The limit now counts per instance: A allows LIMIT from this client on its own (one used just above).
    for (let i = 1; i < LIMIT; i++) await quote(a).expect(201);
    await quote(a).expect(429);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      expect.arrayContaining([expect.stringMatching(/Redis unavailable.*rate limit counted per instance/)]),
    );
    // A write made now reaches B only through the TTL (B still has its cached read)...
    await saveHome(a, 'Saved while Redis was away');
    expect(await homeTitle(b)).toBe('Saved through A');

    await redis.start();
    await until(async () => sharing(a) && sharing(b), 'both instances to reconnect');
    // ...or when B's subscription comes back, since messages sent meanwhile were lost.
    await until(
      async () => (await homeTitle(b)) === 'Saved while Redis was away',
      'B to drop its stale cache',
    );
    await saveHome(a, 'Saved after Redis returned');
    await seenOnB(
      async () => (await homeTitle(b)) === 'Saved after Redis returned',
      'the save after Redis returned',
    );
    // Counted in Redis again (the restarted Redis is empty): shared across both.
    for (let i = 0; i < LIMIT; i++) await quote(i % 2 ? a : b).expect(201);
    await quote(a).expect(429);
    await quote(b).expect(429);
    warn.mockRestore();
  });
});
