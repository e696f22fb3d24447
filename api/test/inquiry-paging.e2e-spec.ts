import { LIMITS, MESSAGES, type Inquiry, type InquiryPage } from 'shared-contracts';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { withTestApp } from './helpers/app.js';
import { createUser, forgeToken } from './helpers/auth.js';
import { validQuote } from './helpers/fixtures.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.inquiry;

/**
 * Issue 13, finding 6: server-side paging, search, status filter, counts and conditional GETs of the inbox. The
 * unpaged call keeps the spec's behaviour (inquiries.e2e-spec.ts).
 */
describe('admin inquiries: paging, search, counts and 304', () => {
  // The seeded rows are only read (except in the 304 tests, which restore what they change): seed once.
  const suite = apiSuite({ staff: true, reset: 'beforeAll' });
  const http = suite.http;
  const get = (path: string) => http().get(path).set(suite.auth);

  const STATUSES = ['New', 'Responded', 'Closed'] as const;
  /** 30 inquiries a minute apart: #0 is the oldest. Every third has the project type "Stone Patio 50%". */
  const seeded = Array.from({ length: 30 }, (_, i) => ({
    name: `Customer ${String(i).padStart(2, '0')}`,
    email: i === 7 ? 'Garza.Family@Example.com' : `c${i}@example.com`,
    projectType: i % 3 === 0 ? 'Stone Patio 50%' : 'Brick Wall',
    status: STATUSES[i % 3]!,
  }));

  beforeAll(async () => {
    const ds = suite.t.app.get(DataSource);
    for (const [i, row] of seeded.entries()) {
      await ds.query(
        `INSERT INTO inquiry (name, email, phone, zip_code, project_type, message, status, created_at)
         VALUES ($1, $2, '2105550100', '78205', $3, 'Please quote this project.', $4,
                 now() - make_interval(mins => $5))`,
        [row.name, row.email, row.projectType, row.status, 100 - i],
      );
    }
  });

  const namesOf = (items: Inquiry[]) => items.map((i) => i.name);
  const newestFirst = [...seeded].reverse().map((row) => row.name);

  it('pages the list newest first with the total, and pages neither overlap nor skip', async () => {
    const pages: InquiryPage[] = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push((await get(`/api/admin/inquiries?page=${page}&pageSize=8`).expect(200)).body);
    }
    expect(pages.map((p) => [p.page, p.pageSize, p.total, p.items.length])).toEqual([
      [1, 8, 30, 8],
      [2, 8, 30, 8],
      [3, 8, 30, 8],
      [4, 8, 30, 6],
    ]);
    expect(pages.flatMap((p) => namesOf(p.items))).toEqual(newestFirst);
  });

  it('answers the default page size when only page is given, and an empty page past the end', async () => {
    const first: InquiryPage = (await get('/api/admin/inquiries?page=1').expect(200)).body;
    expect(first.pageSize).toBe(LIMITS.inquiryList.pageSizeDefault);
    expect(namesOf(first.items)).toEqual(newestFirst.slice(0, LIMITS.inquiryList.pageSizeDefault));
    const past: InquiryPage = (await get('/api/admin/inquiries?page=9&pageSize=10').expect(200)).body;
    expect(past).toEqual({ items: [], total: 30, page: 9, pageSize: 10 });
  });

  it('sorts oldest first with order=asc', async () => {
    const res = await get('/api/admin/inquiries?page=1&pageSize=5&order=asc').expect(200);
    expect(namesOf(res.body.items)).toEqual(seeded.slice(0, 5).map((r) => r.name));
  });

  it('filters by status with the matching total', async () => {
    const res = await get('/api/admin/inquiries?status=Responded&page=2&pageSize=4').expect(200);
    const responded = newestFirst.filter((_, i) => seeded[29 - i]!.status === 'Responded');
    expect(res.body.total).toBe(10);
    expect(namesOf(res.body.items)).toEqual(responded.slice(4, 8));
  });

  it('searches name, e-mail and project type, case-insensitively, with % and _ taken literally', async () => {
    const byEmail = await get('/api/admin/inquiries?search=garza.family&page=1').expect(200);
    expect(namesOf(byEmail.body.items)).toEqual(['Customer 07']);
    const byName = await get('/api/admin/inquiries?search=CUSTOMER%202&page=1&pageSize=100').expect(200);
    expect(byName.body.total).toBe(10); // Customer 20-29
    const literalPercent = await get(
      `/api/admin/inquiries?search=${encodeURIComponent('50%')}&page=1`,
    ).expect(200);
    expect(literalPercent.body.total).toBe(10);
    const noWildcard = await get('/api/admin/inquiries?search=5_%25&page=1').expect(200);
    expect(noWildcard.body.total).toBe(0);
    const combined = await get('/api/admin/inquiries?search=stone&status=New&page=1').expect(200);
    expect(combined.body.total).toBe(10); // i % 3 === 0 is both "Stone Patio" and New
  });

  it('searches without paging too, answering the spec array', async () => {
    const res = await get('/api/admin/inquiries?search=%20Garza%20').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(namesOf(res.body)).toEqual(['Customer 07']);
  });

  it.each([
    ['page=0', m.pageInvalid],
    ['page=-1', m.pageInvalid],
    ['page=1.5', m.pageInvalid],
    ['page=abc', m.pageInvalid],
    ['page=1&page=2', m.pageInvalid],
    [`page=${LIMITS.inquiryList.pageMax + 1}`, m.pageInvalid],
    ['pageSize=0', m.pageSizeInvalid],
    [`pageSize=${LIMITS.inquiryList.pageSizeMax + 1}`, m.pageSizeInvalid],
    ['order=newest', m.orderInvalid],
    [`search=${'x'.repeat(LIMITS.inquiryList.searchMax + 1)}`, m.searchInvalid],
    ['search=a&search=b', m.searchInvalid],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await get(`/api/admin/inquiries?${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('counts by status in the database', async () => {
    const res = await get('/api/admin/inquiries/counts').expect(200);
    expect(res.body).toEqual({ total: 30, New: 10, Responded: 10, Closed: 10 });
  });

  describe('conditional GET', () => {
    it.each([
      '/api/admin/inquiries?page=1&pageSize=10',
      '/api/admin/inquiries/counts',
      '/api/admin/inquiries',
    ])(
      '%s: an unchanged poll is a 304 without a body, also with the no-cache a browser adds',
      async (path) => {
        const first = await get(path).expect(200);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('no-store');
        const again = await get(path).set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(304);
        expect(again.text ?? '').toBe('');
        expect(again.headers['content-length'] ?? '0').toBe('0');
        expect(again.headers.etag).toBe(etag);
        await get(path).set('If-None-Match', `"other", W/${etag}`).expect(304);
        await get(path).set('If-None-Match', '"other"').expect(200);
      },
    );

    it('a change makes the next poll a 200 with a new ETag', async () => {
      const path = '/api/admin/inquiries?page=1&pageSize=5';
      const before = await get(path).expect(200);
      const counts = await get('/api/admin/inquiries/counts').expect(200);
      const newest = before.body.items[0] as Inquiry;
      const other = newest.status === 'Closed' ? 'New' : 'Closed';
      await http()
        .put(`/api/admin/inquiries/${newest.id}`)
        .set(suite.auth)
        .send({ status: other })
        .expect(200);
      try {
        const after = await get(path)
          .set('If-None-Match', before.headers.etag as string)
          .expect(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(after.body.items[0].status).toBe(other);
        const countsAfter = await get('/api/admin/inquiries/counts').set(
          'If-None-Match',
          counts.headers.etag as string,
        );
        expect(countsAfter.status).toBe(200);
        expect(countsAfter.body[other]).toBe(counts.body[other] + 1);
      } finally {
        await http().put(`/api/admin/inquiries/${newest.id}`).set(suite.auth).send({ status: newest.status });
      }
    });

    it('lets a browser on the shell send If-None-Match and read the ETag (CORS)', async () => {
      const origin = 'http://localhost:3000';
      const preflight = await http()
        .options('/api/admin/inquiries/counts')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization,if-none-match')
        .expect(204);
      expect(preflight.headers['access-control-allow-headers']).toMatch(/If-None-Match/i);
      const res = await get('/api/admin/inquiries/counts').set('Origin', origin).expect(200);
      expect(res.headers['access-control-expose-headers']).toMatch(/\bETag\b/);
    });
  });

  it("keeps pages and counts between polls, and forgets them on this instance's own writes", async () => {
    await withTestApp({ READ_CACHE_TTL_MS: '60000' }, async (t) => {
      const read = (path: string) => request(t.app.getHttpServer()).get(path).set(suite.auth).expect(200);
      const before = (await read('/api/admin/inquiries/counts')).body;
      const page = (await read('/api/admin/inquiries?page=1&pageSize=3')).body as InquiryPage;
      const ds = t.app.get(DataSource);
      // A write this process did not make (another instance) is unseen until the TTL...
      await ds.query(`UPDATE inquiry SET name = 'Renamed elsewhere' WHERE id = $1`, [page.items[0]!.id]);
      expect((await read('/api/admin/inquiries?page=1&pageSize=3')).body).toEqual(page);
      // ...while its own writes (a new quote, a status change, a delete) are seen at once.
      const quote = await request(t.app.getHttpServer()).post('/api/public').send(validQuote()).expect(201);
      expect((await read('/api/admin/inquiries/counts')).body.total).toBe(before.total + 1);
      const fresh = (await read('/api/admin/inquiries?page=1&pageSize=3')).body as InquiryPage;
      expect(fresh.items.map((i) => i.name)).toEqual([
        'Maria Garza',
        'Renamed elsewhere',
        page.items[1]!.name,
      ]);
      await request(t.app.getHttpServer())
        .delete(`/api/admin/inquiries/${quote.body.id}`)
        .set(suite.auth)
        .expect(200);
      expect((await read('/api/admin/inquiries/counts')).body).toEqual(before);
      await ds.query(`UPDATE inquiry SET name = $2 WHERE id = $1`, [page.items[0]!.id, page.items[0]!.name]);
    });
  });

  describe('authorization', () => {
    const paths = ['/api/admin/inquiries?page=1', '/api/admin/inquiries/counts'];

    it.each(paths)('%s refuses a missing or invalid token (401) before any 304', async (path) => {
      const etag = (await get(path).expect(200)).headers.etag as string;
      await http().get(path).set('If-None-Match', etag).expect(401);
      await http().get(path).set('Authorization', 'Bearer not-a-jwt').expect(401);
      await http()
        .get(path)
        .set('Authorization', `Bearer ${forgeToken()}`)
        .set('If-None-Match', etag)
        .expect(401);
    });

    it.each(paths)('%s refuses a genuine token that is not staff (403)', async (path) => {
      const [outsider, unverified] = await Promise.all([
        createUser({ domain: 'example.com', verified: true }),
        createUser({ verified: false }),
      ]);
      for (const user of [outsider, unverified]) {
        await http().get(path).set('Authorization', `Bearer ${user.token}`).expect(403);
      }
    });
  });
});
