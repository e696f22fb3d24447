import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/app.js';
import { resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { drainOutbox, outboxCount } from './helpers/outbox.js';
import { startPausableProxy } from './helpers/pausable-proxy.js';
import { startOwnRedis, testKeyPrefix, until } from './helpers/redis.js';
import { apiSuite } from './helpers/suite.js';

const TOKEN = 'prometheus-scrape-token-1';

/** One sample of the exposition text, e.g. value(text, 'http_requests_total{method="GET",...}'). */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("the API's probes and metrics (issue 45)", () => {
  describe('with METRICS_TOKEN, a read cache, a quote limit of 2 and a mail server that is away', () => {
    const suite = apiSuite({
      reset: 'beforeAll',
      env: {
        METRICS_TOKEN: TOKEN,
        READ_CACHE_TTL_MS: '60000',
        THROTTLE_LIMIT: '2',
        // Nothing listens on the discard port: every send fails at once and waits for a retry.
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    const http = () => suite.http();
    const scrape = async () =>
      (await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

    it('answers liveness, and readiness with the database up and the outbox read', async () => {
      await http().get('/health/live').expect(200, { status: 'ok' });
      const ready = await http().get('/health/ready').expect(200);
      expect(ready.body.status).toBe('ok');
      expect(ready.body.details.database.status).toBe('up');
      expect(ready.body.details.outbox).toMatchObject({ status: 'up', pending: 0 });
    });

    it('refuses /metrics without the token, or with another one', async () => {
      await http().get('/metrics').expect(401);
      await http().get('/metrics').set('Authorization', 'Bearer prometheus-scrape-token-2').expect(401);
      await http().get('/metrics').set('Authorization', TOKEN).expect(401);
    });

    it('counts requests by route template and status, 429 refusals, cache hits, the outbox and the pool', async () => {
      await http().get('/api/content/home').expect(200);
      await http().get('/api/content/home').expect(200);
      await http().get('/api/content/contact').expect(200);
      for (let i = 0; i < 2; i++) await http().post('/api/public').send(validQuote()).expect(201);
      await http().post('/api/public').send(validQuote()).expect(429);
      await drainOutbox(suite.t.app); // the mail server is away: each e-mail waits for a retry
      const text = await scrape();
      expect(sample(text, 'http_requests_total{method="GET",route="/api/content/:page",status="200"}')).toBe(
        3,
      );
      expect(sample(text, 'http_requests_total{method="POST",route="/api/public",status="201"}')).toBe(2);
      expect(
        sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/public",status="429"}'),
      ).toBe(1);
      expect(sample(text, 'rate_limit_refusals_total{route="/api/public"}')).toBe(1);
      expect(sample(text, 'read_cache_lookups_total{scope="content",result="hit"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(sample(text, 'read_cache_lookups_total{scope="content",result="miss"}')).toBeGreaterThanOrEqual(
        2,
      );
      // Two quotes: their e-mails all wait for a retry.
      const pending = await outboxCount(suite.t.app, 'pending');
      expect(pending).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'email_outbox_backlog')).toBe(pending);
      expect(sample(text, 'email_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'email_outbox_attempts_total{kind="staff-new-inquiry",outcome="retry"}')).toBe(2);
      expect(sample(text, 'db_pool_connections{state="max"}')).toBe(20);
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      // The probes and the scrapes themselves are not counted.
      expect(text).not.toMatch(/route="\/(health|metrics)/);
    });
    it('stays ready but degraded once an e-mail has waited more than 15 minutes', async () => {
      await suite.t.app
        .get(DataSource)
        .query(
          `UPDATE "outbox_email" SET "created_at" = now() - interval '16 minutes' WHERE "status" = 'pending'`,
        );
      const ready = await http().get('/health/ready').expect(200);
      expect(ready.body.status).toBe('degraded');
      expect(ready.body.details.outbox).toMatchObject({
        status: 'degraded',
        oldestPendingSeconds: expect.any(Number),
      });
      expect(ready.body.details.outbox.oldestPendingSeconds).toBeGreaterThan(15 * 60);
    });
  });

  describe('without METRICS_TOKEN', () => {
    const suite = apiSuite({ reset: 'never' });

    it('has no /metrics at all', async () => {
      await suite.http().get('/metrics').expect(404);
      await suite.http().get('/metrics').set('Authorization', 'Bearer anything-at-all-12345').expect(404);
    });
  });

  describe('with REDIS_URL, on a Redis that goes away', () => {
    it('stays ready, reporting Redis as degraded, and is ok again once Redis is back', async () => {
      const redis = await startOwnRedis();
      let t: TestApp | undefined;
      try {
        t = await createTestApp({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: testKeyPrefix() });
        await resetDatabase(t.app); // no e-mail left waiting by the tests above
        const http = () => request(t!.app.getHttpServer());
        const ready = await http().get('/health/ready').expect(200);
        expect(ready.body).toMatchObject({ status: 'ok', details: { redis: { status: 'up' } } });
        await redis.stop();
        await until(
          async () => (await http().get('/health/ready')).body.status === 'degraded',
          'readiness to report Redis away',
        );
        const degraded = await http().get('/health/ready').expect(200);
        expect(degraded.body.details.redis.status).toBe('degraded');
        await redis.start();
        await until(
          async () => (await http().get('/health/ready')).body.status === 'ok',
          'Redis back',
          20_000,
        );
      } finally {
        await t?.close();
        await redis.stop();
      }
    });
  });

  describe('on a database that stops answering', () => {
    it('is no longer ready, names the database, and stays alive', async () => {
      const real = new URL(process.env.DATABASE_URL!);
      const proxy = await startPausableProxy({ host: real.hostname, port: Number(real.port || 5432) });
      const viaProxy = new URL(real);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      let t: TestApp | undefined;
      try {
        t = await createTestApp({ DATABASE_URL: viaProxy.toString() });
        await resetDatabase(t.app);
        const http = () => request(t!.app.getHttpServer());
        await http().get('/health/ready').expect(200);
        proxy.pause();
        const ready = await http().get('/health/ready').expect(503);
        expect(ready.body.status).toBe('error');
        expect(ready.body.error.database.status).toBe('down');
        await http().get('/health/live').expect(200);
      } finally {
        proxy.resume();
        await t?.close();
        await proxy.close();
      }
    });
  });
});
