import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { FirebaseAuthService } from '../src/auth/firebase-auth.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createUser, forgeToken } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { pngOf } from './helpers/images.js';
import { multipartBody, rawClient, type RawRequest } from './helpers/raw-client.js';
import { concretePath, registeredRoutes, type RegisteredRoute } from './helpers/routes.js';
import {
  BAD_PARAMS,
  BAD_QUERIES,
  brokenBody,
  deepBody,
  hugeBody,
  illFormedBody,
  invalidUtf8Body,
  ODD_BODIES,
  pickWith,
  rng,
  TEMPLATES,
  type Random,
} from './fuzz/payloads.js';

/**
 * Sends malformed requests (bodies, params, query strings, headers, multipart forms) to every registered route and to
 * paths outside them, as staff and anonymously, and checks that none gets a 5xx or no answer, that every refused write
 * is a 4xx, and that nothing stored changes. Bounded concurrency on keep-alive connections.
 *
 * 5,000 requests in `npm test`: every route still gets dozens of each kind, at a quarter of the CPU of the full run
 * (issue 42: the unit stage is CPU-bound on 2 cores). API_FUZZ_REQUESTS=20000 runs the full count; the seed is fixed,
 * so a run's first requests are those of any longer run.
 */
const TOTAL = Number(process.env.API_FUZZ_REQUESTS ?? 5_000);
const CONNECTIONS = 16;
const TABLES = [
  'inquiry',
  'quote_photo',
  'gallery_item',
  'gallery_item_version',
  'page_content',
  'page_content_version',
  'page_content_draft',
  'service_area_zip',
];
const UNROUTED = [
  '/',
  '/nothing',
  '/uploads/none.webp',
  '/api',
  '/api/',
  '/api/admin',
  '/.env',
  '/api/public/x',
];

describe('fuzz: malformed requests to every route', () => {
  let t: TestApp;
  let client: ReturnType<typeof rawClient>;
  let staffAuth: string;
  let routes: RegisteredRoute[];
  let inquiryId: string;
  let realImage: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createUser();
    staffAuth = `Bearer ${staff.token}`;
    // The token check is auth.e2e-spec's subject. Here each distinct token is checked with the emulator once and the
    // answer reused, or most of the run would be emulator round trips; the guard still runs on every request.
    const firebase = t.app.get(FirebaseAuthService);
    const verify = firebase.verify.bind(firebase);
    const answers = new Map<string, ReturnType<typeof verify>>();
    firebase.verify = (token) => answers.get(token) ?? answers.set(token, verify(token)).get(token)!;

    await resetDatabase(t.app);
    const ds = t.app.get(DataSource);
    // Existing rows, so malformed updates aimed at real ids are exercised too.
    const [inquiry] = await ds.query(
      `INSERT INTO inquiry (name, email, phone, zip_code, project_type, message) VALUES ('Ann', 'a@b.co', '2105550100', '78205', 'Wall', 'A long enough message') RETURNING id`,
    );
    await ds.query(
      `INSERT INTO gallery_item (title, description, image_url, category) VALUES ('T', 'Description', '/uploads/x.webp', 'stone')`,
    );
    // One in the trash (issue 29): broken restores and deletes must leave it there.
    await ds.query(
      `INSERT INTO gallery_item (title, description, image_url, category, deleted_at, deleted_by) VALUES ('D', 'Deleted', '/uploads/y.webp', 'stone', now(), 'a@alamomasonry.com')`,
    );
    await ds.query(
      `INSERT INTO page_content (page, fields) VALUES ('home', '{"title":"T","subtitle":"S","description":"D"}')`,
    );
    // Its version 1, so broken restores aim at a version that exists (the default path number is 1).
    await ds.query(
      `INSERT INTO page_content_version (page, version, fields) VALUES ('home', 1, '{"title":"T","subtitle":"S","description":"D"}')`,
    );
    inquiryId = inquiry.id;
    realImage = await pngOf(4, 4);
    // Routes with a body count three times: they have the most to break.
    routes = registeredRoutes(t.app)
      .filter((r) => !/^\/api\/docs/.test(r.path))
      .flatMap((r) => (r.method === 'POST' || r.method === 'PUT' ? [r, r, r] : [r]));
    await t.app.listen(0, '127.0.0.1');
    client = rawClient((t.app.getHttpServer().address() as AddressInfo).port, CONNECTIONS);
  });
  afterAll(async () => {
    client?.close();
    await t?.close();
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

  /** A multipart form the upload route must refuse: never a real image with acceptable fields. */
  function brokenUpload(random: Random): { kind: string; headers: Record<string, string>; body: Buffer } {
    const pick = pickWith(random);
    const image = { name: 'image', value: realImage, filename: 'a.png', contentType: 'image/png' };
    const forms = [
      [
        'junk gif',
        [{ name: 'image', value: Buffer.from(`GIF89a${'\u0001'.repeat(200)}`), filename: 'a.gif' }],
      ],
      ['not an image', [{ name: 'image', value: Buffer.from('%PDF-1.4 not an image'), filename: 'a.jpg' }]],
      ['file in another field', [{ name: 'other', value: realImage, filename: 'b.png' }]],
      [
        'category too long',
        [{ name: 'category', value: 'x'.repeat(61 + Math.floor(random() * 3000)) }, image],
      ],
      ['too many fields', [...Array.from({ length: 7 }, (_, i) => ({ name: `f${i}`, value: 'x' })), image]],
      ['two images', [image, { ...image, filename: 'b.png' }]],
      ['unknown field', [{ name: 'isAdmin', value: 'true' }, image]],
      [
        'ill-formed category',
        [
          { name: 'category', value: Buffer.from([0x61, 0xed, 0xa0, 0x80]) },
          { ...image, value: Buffer.from('GIF89a') },
        ],
      ],
      ['no file', [{ name: 'category', value: 'stone' }]],
    ] as const;
    const [kind, parts] = pick(forms);
    const { body, contentType } = multipartBody([...parts]);
    switch (Math.floor(random() * 6)) {
      case 0: // cut off mid-form
        return {
          kind: 'upload: truncated',
          headers: { 'Content-Type': contentType },
          body: body.subarray(0, body.length >> 1),
        };
      case 1:
        return { kind: 'upload: no boundary', headers: { 'Content-Type': 'multipart/form-data' }, body };
      default:
        return { kind: `upload: ${kind}`, headers: { 'Content-Type': contentType }, body };
    }
  }

  /** A JSON-route body no rule accepts, of one of the hostile kinds, labelled for the counts. */
  function brokenJson(
    key: string,
    random: Random,
  ): { kind: string; headers: Record<string, string>; body: Buffer | string } {
    const pick = pickWith(random);
    const template = TEMPLATES[key] ?? { evil: 1 };
    const json = { 'Content-Type': 'application/json' };
    const roll = random();
    if (roll < 0.25)
      return { kind: 'broken fields', headers: json, body: JSON.stringify(brokenBody(template, random)) };
    if (roll < 0.45)
      return {
        kind: 'ill-formed unicode',
        headers: json,
        body: JSON.stringify(illFormedBody(template, random)),
      };
    if (roll < 0.6) return { kind: 'deep nesting', headers: json, body: deepBody(template, random) };
    if (roll < 0.64) return { kind: 'huge body', headers: json, body: hugeBody(template, random) };
    if (roll < 0.7) return { kind: 'invalid utf-8', headers: json, body: invalidUtf8Body(template, random) };
    if (roll < 0.85) return { kind: 'odd body', headers: json, body: pick(ODD_BODIES) };
    if (roll < 0.93) {
      const type = pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/xml',
      ]);
      return { kind: 'odd content type', headers: { 'Content-Type': type }, body: 'a=1&b[c]=2&zipCodes=1' };
    }
    const encoding = pick(['gzip', 'deflate', 'br', 'bogus']);
    return { kind: 'bogus encoding', headers: { ...json, 'Content-Encoding': encoding }, body: '{"a":1}' };
  }

  function nextRequest(random: Random): { kind: string; mutating: boolean; req: RawRequest } {
    const pick = pickWith(random);
    const headers: Record<string, string> = {};
    const authRoll = random();
    if (authRoll < 0.7) headers.Authorization = staffAuth;
    else if (authRoll < 0.8)
      headers.Authorization = pick([
        'Bearer',
        'Bearer a.b',
        `Bearer ${forgeToken()}`,
        'Basic eA==',
        `Bearer ${'a'.repeat(5000)}`,
      ]);
    if (random() < 0.05)
      headers[pick(['X-Forwarded-For', 'Origin', 'Accept', 'Accept-Language'])] = pick([
        '\t',
        '::::',
        'x'.repeat(2000),
        '*/*;q=abc',
      ]);

    if (random() < 0.03) {
      const method = pick(['GET', 'POST', 'DELETE']);
      const body = method === 'POST' ? pick(ODD_BODIES) : undefined;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return { kind: 'unrouted path', mutating: false, req: { method, path: pick(UNROUTED), headers, body } };
    }

    const route = pick(routes);
    const key = `${route.method} ${route.path}`;
    let path = concretePath(route.path, {
      id: route.method === 'PUT' && random() < 0.3 ? inquiryId : pick(BAD_PARAMS),
    });
    if (route.path.includes(':zipCode') && random() < 0.5)
      path = concretePath(route.path, { zipCode: pick(BAD_PARAMS) });
    if (route.path.includes(':page') && random() < 0.5)
      path = concretePath(route.path, { page: pick(BAD_PARAMS) });
    if (route.path.includes(':number') && random() < 0.5)
      path = concretePath(route.path, { number: pick(BAD_PARAMS) });
    if (route.method === 'GET' && random() < 0.4) path += pick(BAD_QUERIES);
    const mutating = route.method !== 'GET';

    // The multipart uploads: the gallery's, the home page's hero photo (issue 29) and a quote's photo (issue 31).
    if (/\/(upload|hero-photo|quote-photos)$/.test(route.path)) {
      const form = brokenUpload(random);
      return {
        kind: form.kind,
        mutating,
        req: { method: route.method, path, headers: { ...headers, ...form.headers }, body: form.body },
      };
    }
    if (route.path.endsWith('run-populate-script')) {
      // No body to break: only anonymous or broken-token calls (a staff call would legitimately run it).
      const authorization = pick(['', 'Bearer x.y.z', `Bearer ${forgeToken({ expired: true })}`]);
      return {
        kind: 'populate without staff',
        mutating,
        req: { method: route.method, path, headers: { ...headers, Authorization: authorization } },
      };
    }
    if (route.method === 'POST' || route.method === 'PUT') {
      const body = brokenJson(key, random);
      return {
        kind: body.kind,
        mutating,
        req: { method: route.method, path, headers: { ...headers, ...body.headers }, body: body.body },
      };
    }
    return {
      kind: route.method === 'DELETE' ? 'delete of a bad id' : 'odd params and queries',
      mutating,
      req: { method: route.method, path, headers },
    };
  }

  it(`answers ${TOTAL} malformed requests without a 5xx and without writing anything`, async () => {
    const random = rng(20_261_123);
    const before = await snapshot();
    const byStatus = new Map<number, number>();
    const byKind = new Map<string, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();

    const worker = async () => {
      while (sent < TOTAL) {
        sent++;
        const { kind, mutating, req } = nextRequest(random);
        const res = await client.send(req);
        byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
        byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
        const refusedWrite = res.status >= 400 && res.status < 500;
        if (res.status >= 500 || res.status === 0 || (mutating && !refusedWrite)) {
          failures.push(
            `[${kind}] ${req.method} ${req.path.slice(0, 120)} -> ${res.status} ${res.body.slice(0, 200)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));

    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz: ${sent} requests in ${seconds.toFixed(1)} s\n` +
        `  by status: ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}\n` +
        `  by kind: ${[...byKind]
          .sort(([, a], [, b]) => b - a)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', ')}`,
    );
    expect(sent).toBe(TOTAL);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 240_000);
});
