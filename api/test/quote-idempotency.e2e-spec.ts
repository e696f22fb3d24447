import request from 'supertest';
import { IDEMPOTENCY_KEY_HEADER, LIMITS, MESSAGES } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { IdempotentQuotesService } from '../src/inquiries/idempotency/idempotent-quotes.service.js';
import { withTestApp, type TestApp } from './helpers/app.js';
import { count } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.quote;
const KEY = IDEMPOTENCY_KEY_HEADER;

/** Issue 13, finding 7: a retried quote (same Idempotency-Key) is answered, not stored again. */
describe('POST /api/public with an Idempotency-Key', () => {
  const suite = apiSuite();
  const post = (t: TestApp, key: string | undefined, body: object = validQuote()) => {
    const req = request(t.app.getHttpServer()).post('/api/public');
    return (key === undefined ? req : req.set(KEY, key)).send(body);
  };
  const inquiries = () => count(suite.t.app, 'inquiry');

  it('answers a repeat with the first result and stores one inquiry', async () => {
    const first = await post(suite.t, 'attempt-1').expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(suite.t, 'attempt-1').expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await inquiries()).toBe(1);
  });

  it('replays the first result after the API restarts', async () => {
    const first = await withTestApp({}, async (t) => (await post(t, '"restart-key"').expect(201)).body);
    // A new app on the same database (the old one is closed): the key lives in PostgreSQL, not in memory.
    const again = await withTestApp({}, async (t) => {
      const res = await post(t, 'restart-key').expect(201);
      expect(res.headers['idempotent-replayed']).toBe('true');
      return res.body;
    });
    expect(again).toEqual(first);
    expect(await inquiries()).toBe(1);
  });

  it('replays the first answer even after staff changed or deleted the inquiry', async () => {
    const first = await post(suite.t, 'k-staff').expect(201);
    await suite.t.app.get(DataSource).query(`DELETE FROM inquiry WHERE id = $1`, [first.body.id]);
    const again = await post(suite.t, 'k-staff').expect(201);
    expect(again.body).toEqual(first.body);
    expect(await inquiries()).toBe(0);
  });

  it('stores exactly one inquiry for concurrent duplicates, and all of them get its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(suite.t, 'concurrent')));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await inquiries()).toBe(1);
  });

  it('refuses the same key with a different request (422) and stores nothing more', async () => {
    await post(suite.t, 'reused').expect(201);
    const res = await post(
      suite.t,
      'reused',
      validQuote({ message: 'Another project entirely, please.' }),
    ).expect(422);
    expect(res.body.message).toBe(m.idempotencyKeyReused);
    expect(await inquiries()).toBe(1);
  });

  it('compares the request as validated: the same quote with other padding is the same request', async () => {
    await post(suite.t, 'padded').expect(201);
    await post(suite.t, 'padded', validQuote({ name: '  Maria Garza ' })).expect(201);
    expect(await inquiries()).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(LIMITS.idempotencyKey.maxLength + 1)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
    ['an empty quoted string', '""'],
  ])('refuses a key that is %s (400) and stores nothing', async (_what, key) => {
    const res = await post(suite.t, key).expect(400);
    expect(res.body.message).toBe(m.idempotencyKeyInvalid);
    expect(await inquiries()).toBe(0);
  });

  it('keeps no key for a refused first attempt, so its retry is judged again', async () => {
    await post(suite.t, 'outside', validQuote({ zipCode: '10001' })).expect(400);
    await post(suite.t, 'outside', validQuote({ zipCode: '10001' })).expect(400);
    expect(await count(suite.t.app, 'quote_idempotency_key')).toBe(0);
  });

  it(`stores again once the key is older than ${LIMITS.idempotencyKey.ttlHours} h, and the sweep removes old keys`, async () => {
    const first = await post(suite.t, 'old-key').expect(201);
    const ds = suite.t.app.get(DataSource);
    const age = `now() - make_interval(hours => ${LIMITS.idempotencyKey.ttlHours + 1})`;
    await ds.query(`UPDATE quote_idempotency_key SET created_at = ${age}`);
    const second = await post(suite.t, 'old-key').expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await inquiries()).toBe(2);

    await post(suite.t, 'another-key').expect(201);
    await ds.query(`UPDATE quote_idempotency_key SET created_at = ${age} WHERE key = 'another-key'`);
    expect(await suite.t.app.get(IdempotentQuotesService).sweep()).toBe(1);
    expect(await count(suite.t.app, 'quote_idempotency_key')).toBe(1);
  });

  it('without a key keeps the spec behaviour: every POST stores an inquiry', async () => {
    await post(suite.t, undefined).expect(201);
    await post(suite.t, undefined).expect(201);
    expect(await inquiries()).toBe(2);
  });

  it('lets the quote form send the header cross-origin (CORS preflight)', async () => {
    const res = await suite
      .http()
      .options('/api/public')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,idempotency-key')
      .expect(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/i);
  });
});
