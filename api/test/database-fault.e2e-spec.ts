import request from 'supertest';
import { DataSource } from 'typeorm';
import { DATABASE_UNAVAILABLE } from '../src/common/database-errors.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createUser, type TestUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { startPausableProxy, type PausableProxy } from './helpers/pausable-proxy.js';
import { until } from './helpers/wait.js';

/** The targets of a sick database: health says so quickly, everything else fails cleanly soon after. */
const HEALTH_WITHIN_MS = 2000;
const OTHERS_WITHIN_MS = 5000;

interface Timed {
  call: string;
  status: number;
  message: unknown;
  ms: number;
}

describe('a sick database (a proxy this test pauses and cuts between the API and PostgreSQL)', () => {
  let proxy: PausableProxy;
  let t: TestApp;
  let staff: TestUser;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    const real = new URL(process.env.DATABASE_URL!);
    proxy = await startPausableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(real);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await createTestApp({ DATABASE_URL: viaProxy.toString() });
    staff = await createUser();
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    proxy.resume();
    await t.close();
    await proxy.close();
  });

  const http = () => request(t.app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${staff.token}` });

  /** Every kind of work: reads, the public write, staff reads and writes, transactions. */
  const calls: Record<string, () => request.Test> = {
    'GET /api/gallery': () => http().get('/api/gallery'),
    'GET /api/content/home': () => http().get('/api/content/home'),
    'GET /api/public/service-area/check': () => http().get('/api/public/service-area/check/78205'),
    'POST /api/public': () => http().post('/api/public').send(validQuote()),
    'GET /api/admin/inquiries': () => http().get('/api/admin/inquiries').set(auth()),
    'POST /api/content/home': () =>
      http().post('/api/content/home').set(auth()).send({ title: 'T', subtitle: 'S', description: 'D' }),
    'PUT /api/admin/service-area': () =>
      http()
        .put('/api/admin/service-area')
        .set(auth())
        .send({ zipCodes: ['78205', '78209'] }),
  };

  async function timed(call: string, send: () => request.Test, since = Date.now()): Promise<Timed> {
    const res = await send().ok(() => true);
    if (res.status === 201 && call === 'POST /api/public') acknowledged.push(res.body.id);
    return { call, status: res.status, message: res.body?.message, ms: Date.now() - since };
  }

  async function healthyAgainWithin(ms: number): Promise<number> {
    const start = Date.now();
    const serving = async () =>
      (
        await http()
          .get('/api/health')
          .ok(() => true)
      ).status === 200;
    await until(`the API to serve again within ${ms} ms`, serving, ms);
    return Date.now() - start;
  }

  function expectCleanFailures(results: Timed[]) {
    const late = results.filter((r) => r.ms > OTHERS_WITHIN_MS || r.status >= 500 !== (r.status === 503));
    expect(late).toEqual([]);
    for (const r of results.filter((r) => r.status >= 500))
      expect(r).toMatchObject({ message: DATABASE_UNAVAILABLE });
  }

  it('frozen: health answers 503 within 2 s, every call fails with 503 within 5 s; resumed: it serves again by itself', async () => {
    for (let i = 0; i < 3; i++) await timed('POST /api/public', calls['POST /api/public']!);
    expect(acknowledged).toHaveLength(3);
    // Open connections wait in the pool, so the frozen calls take them and send their queries into the void.
    await Promise.all(
      [...Object.values(calls), ...Object.values(calls)].map((send) =>
        send().expect((res) => expect(res.status).toBeLessThan(400)),
      ),
    );

    // Freeze while a burst is in flight, and time everything from the freeze.
    const inFlight = Object.entries(calls).map(([call, send]) => timed(call, send));
    // fixed-wait: the burst must be on the wire (not yet answered) when the database freezes; no event marks that.
    await new Promise((resolve) => setTimeout(resolve, 5));
    proxy.pause();
    const frozenAt = Date.now();
    const health = timed('GET /api/health', () => http().get('/api/health'), frozenAt);
    const fresh = Object.entries(calls).map(([call, send]) => timed(call, send, frozenAt));
    const first = await Promise.all([...inFlight, ...fresh]);
    const healthResult = await health;
    console.log(
      'frozen, first wave (ms since the freeze):',
      [healthResult, ...first].map((r) => `${r.call} ${r.status} ${r.ms}`),
    );

    expect(healthResult.status).toBe(503);
    expect(healthResult.ms).toBeLessThan(HEALTH_WITHIN_MS);
    expectCleanFailures(first);
    expect(fresh.length).toBeGreaterThan(0);
    expect((await Promise.all(fresh)).every((r) => r.status === 503)).toBe(true);

    // Still frozen: connections abandoned by the first wave must not make the second one slower.
    const secondStart = Date.now();
    const second = await Promise.all([
      timed('GET /api/health', () => http().get('/api/health'), secondStart),
      ...Object.entries(calls).map(([call, send]) => timed(call, send, secondStart)),
    ]);
    console.log(
      'frozen, second wave:',
      second.map((r) => `${r.call} ${r.status} ${r.ms}`),
    );
    expect(second[0]).toMatchObject({ status: 503 });
    expect(second[0]!.ms).toBeLessThan(HEALTH_WITHIN_MS);
    expect(second.slice(1).every((r) => r.status === 503)).toBe(true);
    expectCleanFailures(second.slice(1));

    proxy.resume();
    const recoveredIn = await healthyAgainWithin(10_000);
    console.log(`resumed: healthy again after ${recoveredIn} ms`);
    const after = await Promise.all(Object.entries(calls).map(([call, send]) => timed(call, send)));
    expect(after.filter((r) => r.status >= 400)).toEqual([]);

    // Every quote the API acknowledged is stored.
    const stored = await t.app
      .get(DataSource)
      .query('SELECT id FROM inquiry WHERE id = ANY($1::uuid[])', [acknowledged]);
    expect(stored).toHaveLength(acknowledged.length);
  }, 60_000);

  it('cut: every connection dropped, calls fail with 503 at once or succeed, and the API reconnects by itself', async () => {
    await healthyAgainWithin(10_000);
    const burst = Object.entries(calls).map(([call, send]) => timed(call, send));
    // fixed-wait: the burst must be on the wire (not yet answered) when the connections are cut.
    await new Promise((resolve) => setTimeout(resolve, 5));
    proxy.killConnections();
    const results = await Promise.all(burst);
    console.log(
      'connections cut:',
      results.map((r) => `${r.call} ${r.status} ${r.ms}`),
    );
    expectCleanFailures(results);
    await healthyAgainWithin(5000);
    await http().get('/api/admin/inquiries').set(auth()).expect(200);
    const stored = await t.app
      .get(DataSource)
      .query('SELECT id FROM inquiry WHERE id = ANY($1::uuid[])', [acknowledged]);
    expect(stored).toHaveLength(acknowledged.length);
  }, 30_000);
});
