import request from 'supertest';
import { DataSource } from 'typeorm';
import { readdirSync } from 'node:fs';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createUser, forgeToken } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { concretePath, registeredRoutes, type RegisteredRoute } from './helpers/routes.js';

/**
 * Sends thousands of malformed requests (bodies, params, query strings, headers) to every registered route, as staff
 * and anonymously, and checks that none of them gets a 5xx and that none of them changes anything stored.
 */
const TOTAL = 2100;
const TABLES = ['inquiry', 'gallery_item', 'page_content', 'service_area_zip'];

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid body per route; the fuzzer breaks each one so it is never acceptable. */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /api/public': validQuote(),
  'POST /api/content/home': { title: 'T', subtitle: 'S', description: 'D' },
  'POST /api/content/services': { title: 'T', description: 'D' },
  'POST /api/content/contact': { title: 'T', address: 'A', phone: 'P', email: 'a@b.co' },
  'PUT /api/admin/inquiries/:id': { status: 'Closed' },
  'POST /api/admin/gallery/item': {
    title: 'Title',
    description: 'Description',
    imageUrl: 'https://example.com/a.jpg',
    location: 'San Antonio',
    category: 'stone',
  },
  'PUT /api/admin/service-area': { zipCodes: ['78205'] },
  'PUT /api/admin/service-area/:zipCode': { zipCode: '78205', neighborhood: 'N', region: 'Nearby' },
};

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"text"',
  '123',
  'true',
  '{"a":1}}',
  '\u0000',
  '{"x":"\\ud800"}',
];
// No empty array: `{ zipCodes: [] }` is a valid (if drastic) service-area replacement.
const BAD_VALUES: unknown[] = [
  null,
  123,
  -1,
  true,
  [1, 2],
  {},
  { $ne: '' },
  'x'.repeat(10_001),
  '\u0000',
  'a\u0000b',
];
const BAD_PARAMS = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(300),
  "1'%20OR%20'1'='1",
  '00000000-0000-0000-0000-00000000000g',
  '%F0%9F%A7%B1',
  '-1',
  '1e5',
  '7820',
  '782051',
  '%E0%A4%A',
  '%20',
];
const BAD_QUERIES = [
  '?status[]=New',
  '?status=New&status=Closed',
  '?category[$ne]=x',
  `?category=${'x'.repeat(500)}`,
  '?category=%00',
  '?__proto__[x]=1',
  '?status=%E0%A4%A',
  '?unknown=1',
];

describe('fuzz: malformed requests to every route', () => {
  let t: TestApp;
  let staffToken: string;
  let routes: RegisteredRoute[];
  let ids: { inquiry: string; gallery: string };

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.app);
    staffToken = (await createUser()).token;
    routes = registeredRoutes(t.app).filter((r) => !/^\/api\/docs/.test(r.path));
    // Existing rows, so malformed updates aimed at real ids are exercised too.
    const ds = t.app.get(DataSource);
    const [inq] = await ds.query(
      `INSERT INTO inquiry (name, email, phone, zip_code, project_type, message) VALUES ('Ann', 'a@b.co', '2105550100', '78205', 'Wall', 'A long enough message') RETURNING id`,
    );
    const [gal] = await ds.query(
      `INSERT INTO gallery_item (title, description, image_url, category) VALUES ('T', 'Description', '/uploads/x.webp', 'stone') RETURNING id`,
    );
    await ds.query(
      `INSERT INTO page_content (page, fields) VALUES ('home', '{"title":"T","subtitle":"S","description":"D"}')`,
    );
    ids = { inquiry: inq.id, gallery: gal.id };
  });
  afterAll(async () => {
    await t.close();
  });

  async function snapshot(): Promise<Record<string, string>> {
    const ds = t.app.get(DataSource);
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = await ds.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table}" t`,
      );
      out[table] = `${row.n}:${row.h}`;
    }
    out.uploads = readdirSync(t.uploadsDir).join(',');
    return out;
  }

  function breakBody(template: Record<string, unknown>, random: () => number): unknown {
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const keys = Object.keys(template);
    switch (Math.floor(random() * 5)) {
      case 0: // unknown property: always refused (forbidNonWhitelisted)
        return {
          ...template,
          [pick(['evil', 'id', 'status2', 'isAdmin', 'version2', 'created_at'])]: pick(BAD_VALUES),
        };
      case 1: // a required field with a wrong type, NUL or oversize
        return keys.length ? { ...template, [pick(keys)]: pick(BAD_VALUES) } : { evil: 1 };
      case 2: // a required field missing, plus another broken
        return keys.length
          ? Object.fromEntries(keys.slice(1).map((k) => [k, random() < 0.5 ? template[k] : pick(BAD_VALUES)]))
          : [];
      case 3: // not an object at all
        return pick<unknown>([[], [template], 'string', 42]);
      default: // every field broken
        return Object.fromEntries(keys.map((k) => [k, pick(BAD_VALUES)]).concat([['extra', 1]]));
    }
  }

  it(`answers ${TOTAL} malformed requests without a 5xx and without writing anything`, async () => {
    const random = rng(20_261_122);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;

    const one = async () => {
      const route = pick(routes);
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      // Params: a broken value, or (for PUT, whose body is then broken) an existing id. DELETE of an existing id is a
      // legitimate write, so DELETE only gets broken or unknown ids.
      const realId = route.method === 'PUT' && random() < 0.3;
      let path = concretePath(route.path, { id: realId ? ids.inquiry : pick(BAD_PARAMS) });
      if (route.path.includes('/gallery/item/')) path = concretePath(route.path, { id: pick(BAD_PARAMS) });
      if (route.path.includes(':zipCode') && random() < 0.5)
        path = concretePath(route.path, { zipCode: pick(BAD_PARAMS) });
      if (route.path.includes(':page') && random() < 0.5)
        path = concretePath(route.path, { page: pick(BAD_PARAMS) });
      if (route.method === 'GET' && random() < 0.4) path += pick(BAD_QUERIES);

      const req = request(t.app.getHttpServer())[method](path);
      const authMode = random();
      if (authMode < 0.7) req.set('Authorization', `Bearer ${staffToken}`);
      else if (authMode < 0.8)
        req.set(
          'Authorization',
          pick([
            'Bearer',
            'Bearer a.b',
            `Bearer ${forgeToken()}`,
            'Basic eA==',
            `Bearer ${'a'.repeat(5000)}`,
          ]),
        );
      // else anonymous

      const key = `${route.method} ${route.path}`;
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const isPopulate = route.path.endsWith('run-populate-script');
      if (route.path.endsWith('/upload')) {
        const kind = Math.floor(random() * 4);
        if (kind === 0)
          req.attach('image', Buffer.from(`GIF89a${'\u0001'.repeat(Math.floor(random() * 500))}`), 'a.gif');
        else if (kind === 1) req.attach('image', Buffer.from('%PDF-1.4 not an image'), 'a.jpg');
        else if (kind === 2) req.attach('other', Buffer.from([0xff, 0xd8, 0xff, 0x00]), 'b.jpg');
        else req.field('category', 'x'.repeat(2000));
      } else if (hasBody && !isPopulate) {
        const headerMode = random();
        if (headerMode < 0.2) {
          req.set('Content-Type', 'application/json').send(pick(RAW_BODIES));
        } else if (headerMode < 0.3) {
          req.set(
            'Content-Type',
            pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/json; charset=utf-16',
              'application/xml',
            ]),
          );
          req.send('a=1&b[c]=2&zipCodes=1');
        } else if (headerMode < 0.35) {
          req
            .set('Content-Type', 'application/json')
            .set('Content-Encoding', pick(['gzip', 'deflate', 'br', 'bogus']))
            .send('{"a":1}');
        } else {
          req
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(breakBody(TEMPLATES[key] ?? {}, random)));
        }
      } else if (isPopulate) {
        // No body to break: only anonymous or broken-token calls (a staff call would legitimately run it).
        req.set('Authorization', pick(['', 'Bearer x.y.z', `Bearer ${forgeToken({ expired: true })}`]));
      }
      if (random() < 0.1)
        req.set(
          pick(['X-Forwarded-For', 'Host', 'Origin', 'Accept']),
          pick(['\t', '::::', 'x'.repeat(2000), '*/*;q=abc']),
        );

      const res = await req
        .ok(() => true)
        .catch((error: Error) => ({ status: 0, text: error.message }) as request.Response);
      sent++;
      const mutating = route.method !== 'GET';
      if (res.status >= 500 || res.status === 0 || (mutating && (res.status < 400 || res.status >= 500))) {
        failures.push(`${route.method} ${path} -> ${res.status} ${res.text?.slice(0, 200)}`);
      }
    };

    // Eight at a time: realistic concurrency without starving the two-core CI machine.
    const queue = Array.from({ length: TOTAL }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (queue.shift() !== undefined) await one();
      }),
    );

    expect(sent).toBe(TOTAL);
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
