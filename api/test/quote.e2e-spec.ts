import request from 'supertest';
import { DataSource } from 'typeorm';
import { ERROR_CODES, INQUIRY_STATUSES, MESSAGES, REFUSAL_LIMITS, type RefusalCode } from 'shared-contracts';
import { withTestApp, type TestApp } from './helpers/app.js';
import { count, resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.quote;

describe('public quote form', () => {
  const suite = apiSuite();
  const http = suite.http;
  const inquiries = () => count(suite.t.app, 'inquiry');

  describe('POST /api/public', () => {
    it('stores the inquiry with status New and returns it (201)', async () => {
      const res = await http()
        .post('/api/public')
        .send(validQuote({ name: '  Maria Garza  ' }))
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        date: expect.any(String),
        name: 'Maria Garza',
        email: 'maria@example.com',
        phone: '2105550100',
        zipCode: '78205',
        projectType: 'Stone Patio',
        message: 'A 20 ft limestone patio behind the house.',
        status: INQUIRY_STATUSES[0],
      });
      expect(Math.abs(Date.parse(res.body.date) - Date.now())).toBeLessThan(60_000);
      expect(await inquiries()).toBe(1);
    });

    it.each(['(210) 555-0123', '210-555-0123', '210.555.0123', '+1 210 555 0123', '2105550123'])(
      'accepts the phone %j and stores its digits',
      async (phone) => {
        const res = await http().post('/api/public').send(validQuote({ phone })).expect(201);
        expect(res.body.phone).toBe('2105550123');
        const stored = await suite.t.app
          .get(DataSource)
          .query('SELECT phone FROM inquiry WHERE id = $1', [res.body.id]);
        expect(stored).toEqual([{ phone: '2105550123' }]);
      },
    );

    it.each([
      ['name', 'A', m.name],
      ['name', '   ', m.name],
      ['name', undefined, m.name],
      ['name', 'x'.repeat(101), m.nameTooLong],
      ['email', 'not-an-email', m.email],
      ['email', undefined, m.email],
      ['email', `${'a'.repeat(250)}@example.com`, m.emailTooLong],
      ['phone', '555-0100', m.phone],
      ['phone', 'abcdefghij', m.phone],
      ['phone', '+44 20 7946 0958', m.phone],
      ['phone', 12345678901, m.phone],
      ['phone', '1'.repeat(31), m.phoneTooLong],
      ['zipCode', '7820', m.zipCode],
      ['zipCode', '782055', m.zipCode],
      ['zipCode', 'abcde', m.zipCode],
      ['zipCode', 78205, m.zipCode],
      ['projectType', 'x', m.projectType],
      ['projectType', 'x'.repeat(101), m.projectTypeTooLong],
      ['message', 'too short', m.message],
      ['message', 'x'.repeat(5001), m.messageTooLong],
    ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
      const res = await http()
        .post('/api/public')
        .send(validQuote({ [field]: value }))
        .expect(400);
      // Issue 48: the code names the catalogue message, whatever its wording; params name the field (and a limit).
      const key = (Object.keys(m) as (keyof typeof m)[]).find((k) => m[k] === message)!;
      const limit = REFUSAL_LIMITS[`quote.${key}` as RefusalCode];
      expect(res.body).toEqual({
        statusCode: 400,
        message,
        error: 'Bad Request',
        code: `quote.${key}`,
        params: { field, ...(limit === undefined ? {} : { limit }) },
      });
      expect(await inquiries()).toBe(0);
    });

    it('lists every failed rule in `errors` and the first in `message`', async () => {
      const res = await http().post('/api/public').send({}).expect(400);
      expect(res.body.message).toBe(m.name);
      expect(res.body.errors).toEqual([m.name, m.email, m.phone, m.zipCode, m.projectType, m.message]);
    });

    it('refuses unknown properties (no mass assignment of status or id)', async () => {
      const res = await http()
        .post('/api/public')
        .send(validQuote({ status: 'Closed' }))
        .expect(400);
      expect(res.body).toMatchObject({
        message: 'property status should not exist',
        code: ERROR_CODES.UNKNOWN_FIELD,
        params: { field: 'status' },
      });
      expect(await inquiries()).toBe(0);
    });

    it('re-checks the ZIP on the server: outside the area is 400 OUTSIDE_SERVICE_AREA and nothing is stored', async () => {
      const res = await http()
        .post('/api/public')
        .send(validQuote({ zipCode: '10001' }))
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: m.outsideArea,
        error: 'Bad Request',
        code: ERROR_CODES.OUTSIDE_SERVICE_AREA,
      });
      expect(await inquiries()).toBe(0);
    });

    it('200 concurrent quotes give exactly 200 rows', async () => {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          http()
            .post('/api/public')
            .send(validQuote({ name: `Customer ${i}` })),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(200).fill(201));
      expect(await inquiries()).toBe(200);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(200);
    });
  });

  describe('GET /api/public/service-area/check/:zipCode', () => {
    it('says valid for a served ZIP and not for another', async () => {
      await http().get('/api/public/service-area/check/78205').expect(200, { valid: true });
      await http().get('/api/public/service-area/check/10001').expect(200, { valid: false });
    });

    it.each(['7820', '782055', 'abcde', '7820%20'])('answers 400 for %s', async (zip) => {
      const res = await http().get(`/api/public/service-area/check/${zip}`).expect(400);
      expect(res.body.message).toBe(m.zipCode);
    });
  });
});

describe('quote rate limit', () => {
  // Each test has its own limit, so its own app.
  const withEmptyApp = (env: Record<string, string>, use: (t: TestApp) => Promise<void>) =>
    withTestApp(env, async (t) => {
      await resetDatabase(t.app);
      await use(t);
    });
  const post = (t: TestApp, forwardedFor?: string) => {
    const req = request(t.app.getHttpServer()).post('/api/public').send(validQuote());
    return forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req;
  };

  it('answers 429 with a clear message after THROTTLE_LIMIT quotes, and a forged X-Forwarded-For does not help', async () => {
    await withEmptyApp({ THROTTLE_LIMIT: '2', THROTTLE_TTL_MS: '60000' }, async (t) => {
      await post(t).expect(201);
      await post(t, '203.0.113.1').expect(201);
      const limited = await post(t, '198.51.100.7').expect(429);
      // The standard header, with the seconds left in the 60 s window, and a message that says the same.
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(55);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.body).toEqual({
        statusCode: 429,
        message: m.tooManyRequestsRetryIn(retryAfter),
        error: 'Too Many Requests',
        // Issue 48: the wait as a number beside the sentence, for pages in any language.
        code: 'quote.tooManyRequestsRetryIn',
        params: { retryAfterSeconds: retryAfter },
      });
      expect(limited.body.message).toMatch(new RegExp(`in ${retryAfter} seconds\\.$`));
      await post(t, '192.0.2.99, 198.51.100.8').expect(429);
      expect(await count(t.app, 'inquiry')).toBe(2);
    });
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own budget', async () => {
    await withEmptyApp({ THROTTLE_LIMIT: '1', TRUST_PROXY: 'loopback' }, async (t) => {
      await post(t, '203.0.113.1').expect(201);
      await post(t, '203.0.113.1').expect(429);
      await post(t, '203.0.113.2').expect(201);
    });
  });

  it('counts the addresses of one IPv6 /64 as one client, and 127.0.0.1 and ::1 as one host', async () => {
    await withEmptyApp({ THROTTLE_LIMIT: '1', TRUST_PROXY: 'loopback' }, async (t) => {
      await post(t, '2001:db8:1:2::a').expect(201);
      await post(t, '2001:db8:1:2:ffff:ffff:ffff:fffe').expect(429);
      await post(t, '2001:db8:1:3::a').expect(201);
      await post(t, '127.0.0.1').expect(201);
      await post(t, '::1').expect(429);
      await post(t, '::ffff:127.0.0.1').expect(429);
    });
  });

  it('can be switched off (THROTTLE_ENABLED=false, used by the bench)', async () => {
    await withEmptyApp({ THROTTLE_LIMIT: '1', THROTTLE_ENABLED: 'false' }, async (t) => {
      for (let i = 0; i < 3; i++) await post(t).expect(201);
    });
  });
});
