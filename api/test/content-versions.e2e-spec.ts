import { DEFAULT_CONTENT, DEFAULT_CONTENT_ES, ERROR_CODES, MESSAGES, type PageName } from 'shared-contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { withTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.content;
const home = (title: string) => ({
  title,
  subtitle: `${title} subtitle`,
  description: `${title} description`,
});
const versionsPath = (page: string) => `/api/admin/content/${page}/versions`;
const staleBody = {
  statusCode: 409,
  message: m.staleVersion,
  error: 'Conflict',
  code: ERROR_CODES.STALE_VERSION,
};

describe('content version history (issue 29)', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;

  const save = (body: object) => http().post('/api/content/home').set(suite.auth).send(body);
  const restore = (number: number | string, basedOn: unknown, page: string = 'home') =>
    http()
      .post(`${versionsPath(page)}/${number}/restore`)
      .set(suite.auth)
      .send({ version: basedOn });
  const list = async (page: PageName = 'home') =>
    (await http().get(versionsPath(page)).set(suite.auth).expect(200)).body as {
      version: number;
      staffEmail: string | null;
      at: string;
      restoredFrom: number | null;
    }[];
  const versionNumbers = async (page: PageName = 'home') => (await list(page)).map((v) => v.version);

  // 401 and 403 on every call of this file: auth.e2e-spec.ts checks every registered route.

  describe('each publish stores a version', () => {
    it('number, full content, who (from the token) and when; listed newest first without content', async () => {
      const before = Date.now();
      await save({ ...home('First'), version: 0 }).expect(200);
      await save({ ...home('Second'), version: 1 }).expect(200);

      const versions = await list();
      expect(versions).toEqual([
        { version: 2, staffEmail: suite.staff.email, at: expect.any(String), restoredFrom: null },
        { version: 1, staffEmail: suite.staff.email, at: expect.any(String), restoredFrom: null },
      ]);
      expect(Date.parse(versions[1]!.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(versions[0]!.at)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.at));

      const one = await http()
        .get(`${versionsPath('home')}/1`)
        .set(suite.auth)
        .expect(200);
      // Saved without Spanish texts from the built-in page: it kept the built-in Spanish (issue 30).
      expect(one.body).toEqual({
        ...versions[1],
        page: 'home',
        content: home('First'),
        es: DEFAULT_CONTENT_ES.home,
      });
    });

    it("records the caller's verified e-mail, whoever else saved before", async () => {
      const colleague = await createUser();
      await save(home('Mine')).expect(200);
      await http()
        .post('/api/content/home')
        .set('Authorization', `Bearer ${colleague.token}`)
        .send(home('Theirs'))
        .expect(200);
      expect((await list()).map((v) => v.staffEmail)).toEqual([colleague.email, suite.staff.email]);
    });

    it('versions each page on its own, and a save without a version (the spec client) too', async () => {
      await save(home('H')).expect(200);
      await save(home('H2')).expect(200);
      const services = { title: 'S', description: 'D' };
      await http().post('/api/content/services').set(suite.auth).send(services).expect(200);
      expect(await versionNumbers('home')).toEqual([2, 1]);
      expect(await versionNumbers('services')).toEqual([1]);
      expect(await versionNumbers('contact')).toEqual([]);
      const stored = await http()
        .get(`${versionsPath('services')}/1`)
        .set(suite.auth)
        .expect(200);
      expect(stored.body.content).toEqual(services);
    });

    it('a stale save stores no version', async () => {
      await save({ ...home('A'), version: 0 }).expect(200);
      await save({ ...home('B'), version: 0 }).expect(409);
      expect(await versionNumbers()).toEqual([1]);
    });

    it('two publishes at once from the same version: one wins, one is 409, exactly one new version', async () => {
      await save({ ...home('Base'), version: 0 }).expect(200);
      const [a, b] = await Promise.all([
        save({ ...home('Alice'), version: 1 }),
        save({ ...home('Bob'), version: 1 }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? 'Alice' : 'Bob';
      expect(await versionNumbers()).toEqual([2, 1]);
      const stored = await http()
        .get(`${versionsPath('home')}/2`)
        .set(suite.auth)
        .expect(200);
      expect(stored.body.content).toEqual(home(winner));
    });

    it('a save and a restore at once from the same version: one wins, one is 409, exactly one new version', async () => {
      await save({ ...home('One'), version: 0 }).expect(200);
      await save({ ...home('Two'), version: 1 }).expect(200);
      const [saved, restored] = await Promise.all([save({ ...home('Three'), version: 2 }), restore(1, 2)]);
      expect([saved.status, restored.status].sort()).toEqual([200, 409]);
      expect(await versionNumbers()).toEqual([3, 2, 1]);
    });

    it('overwrites at once (no version sent) each get their own number: none lost or doubled', async () => {
      const titles = ['A', 'B', 'C', 'D', 'E'];
      const results = await Promise.all(titles.map((title) => save(home(title))));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(results.map((r) => r.body.version as number).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await versionNumbers()).toEqual([5, 4, 3, 2, 1]);
      for (const r of results) {
        const stored = await http()
          .get(`${versionsPath('home')}/${r.body.version}`)
          .set(suite.auth)
          .expect(200);
        expect(stored.body.content.title).toBe(r.body.title);
      }
    });
  });

  describe('retention (CONTENT_VERSIONS_KEPT)', () => {
    it('with 3 kept, after 5 publishes only the newest 3 remain, and only that page is pruned', async () => {
      await withTestApp({ CONTENT_VERSIONS_KEPT: '3' }, async (t: TestApp) => {
        const own = () => request(t.app.getHttpServer());
        await own()
          .post('/api/content/services')
          .set(suite.auth)
          .send({ title: 'S', description: 'D' })
          .expect(200);
        for (let i = 0; i < 5; i++)
          await own()
            .post('/api/content/home')
            .set(suite.auth)
            .send({ ...home(`V${i + 1}`), version: i })
            .expect(200);

        const kept = await own().get(versionsPath('home')).set(suite.auth).expect(200);
        expect(kept.body.map((v: { version: number }) => v.version)).toEqual([5, 4, 3]);
        const [{ n }] = await t.app
          .get(DataSource)
          .query(`SELECT count(*)::int AS n FROM page_content_version WHERE page = 'home'`);
        expect(n).toBe(3);
        const pruned = await own()
          .get(`${versionsPath('home')}/2`)
          .set(suite.auth)
          .expect(404);
        expect(pruned.body.message).toBe(m.versionNotFound);
        expect(
          (
            await own()
              .get(`${versionsPath('home')}/3`)
              .set(suite.auth)
              .expect(200)
          ).body.content,
        ).toEqual(home('V3'));
        expect((await own().get(versionsPath('services')).set(suite.auth).expect(200)).body).toHaveLength(1);
      });
    });
  });

  describe('restore', () => {
    it('publishes a new version equal to the old content; the public read shows it at once', async () => {
      await save({ ...home('Original'), version: 0 }).expect(200);
      await save({ ...home('Mistake'), version: 1 }).expect(200);

      const res = await restore(1, 2).expect(200);
      expect(res.body).toEqual({
        ...DEFAULT_CONTENT.home,
        ...home('Original'),
        version: 3,
        updatedAt: expect.any(String),
      });
      const publicRead = await http().get('/api/content/home').expect(200);
      expect(publicRead.body).toEqual(res.body);

      // History is never rewritten: 1 and 2 are as they were, 3 says where it came from and who restored it.
      const versions = await list();
      expect(
        versions.map(({ version, restoredFrom, staffEmail }) => ({ version, restoredFrom, staffEmail })),
      ).toEqual([
        { version: 3, restoredFrom: 1, staffEmail: suite.staff.email },
        { version: 2, restoredFrom: null, staffEmail: suite.staff.email },
        { version: 1, restoredFrom: null, staffEmail: suite.staff.email },
      ]);
      const v2 = await http()
        .get(`${versionsPath('home')}/2`)
        .set(suite.auth)
        .expect(200);
      expect(v2.body.content).toEqual(home('Mistake'));
      const v3 = await http()
        .get(`${versionsPath('home')}/3`)
        .set(suite.auth)
        .expect(200);
      expect(v3.body.content).toEqual(home('Original'));
    });

    it('clears the read cache as a save does (public read right after, with a long cache TTL)', async () => {
      await withTestApp({ READ_CACHE_TTL_MS: '60000' }, async (t: TestApp) => {
        const own = () => request(t.app.getHttpServer());
        await own()
          .post('/api/content/home')
          .set(suite.auth)
          .send({ ...home('Old'), version: 0 })
          .expect(200);
        await own()
          .post('/api/content/home')
          .set(suite.auth)
          .send({ ...home('New'), version: 1 })
          .expect(200);
        expect((await own().get('/api/content/home').expect(200)).body.title).toBe('New'); // cached now
        await own()
          .post(`${versionsPath('home')}/1/restore`)
          .set(suite.auth)
          .send({ version: 2 })
          .expect(200);
        expect((await own().get('/api/content/home').expect(200)).body).toMatchObject({
          title: 'Old',
          version: 3,
        });
      });
    });

    it('a stale restore is 409 with the message of a stale save, and stores nothing', async () => {
      await save({ ...home('One'), version: 0 }).expect(200);
      await save({ ...home('Two'), version: 1 }).expect(200);
      const res = await restore(1, 1).expect(409);
      expect(res.body).toEqual(staleBody);
      expect(await versionNumbers()).toEqual([2, 1]);
      expect((await http().get('/api/content/home').expect(200)).body).toMatchObject({
        title: 'Two',
        version: 2,
      });
    });

    it('of the services and contact pages too', async () => {
      const contact = {
        title: 'C',
        address: '1 Main St',
        phone: '210-555-0100',
        email: 'a@alamomasonry.com',
      };
      await http().post('/api/content/contact').set(suite.auth).send(contact).expect(200);
      await http()
        .post('/api/content/contact')
        .set(suite.auth)
        .send({ ...contact, phone: '210-555-0199' })
        .expect(200);
      const res = await restore(1, 2, 'contact').expect(200);
      expect(res.body).toMatchObject({ ...contact, version: 3 });
    });
  });

  describe('bad input is a clear 4xx, never a 500', () => {
    beforeEach(async () => {
      await save({ ...home('Only'), version: 0 }).expect(200);
    });

    it.each([
      ['GET', versionsPath('about')],
      ['GET', `${versionsPath('HOME')}/1`],
      ['POST', `${versionsPath('gallery')}/1/restore`],
    ] as const)('%s %s (unknown page) is 404 "Page not found"', async (method, path) => {
      const req = method === 'GET' ? http().get(path) : http().post(path).send({ version: 1 });
      const res = await req.set(suite.auth).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: m.unknownPage });
    });

    it.each(['x', '0', '-1', '1.5', '01', '1e3', '2147483648', '99999999999999999999'])(
      'version number %j is 400 with a message, on read and restore',
      async (number) => {
        const read = await http()
          .get(`${versionsPath('home')}/${number}`)
          .set(suite.auth)
          .expect(400);
        expect(read.body).toMatchObject({ statusCode: 400, message: m.versionNumberInvalid });
        const res = await restore(number, 1).expect(400);
        expect(res.body.message).toBe(m.versionNumberInvalid);
      },
    );

    it('a version that does not exist is 404 "Version not found", on read and restore, storing nothing', async () => {
      const read = await http()
        .get(`${versionsPath('home')}/7`)
        .set(suite.auth)
        .expect(404);
      expect(read.body).toMatchObject({ statusCode: 404, message: m.versionNotFound });
      expect((await restore(7, 1).expect(404)).body.message).toBe(m.versionNotFound);
      // A version of another page is not this page's.
      expect((await restore(1, 0, 'services').expect(404)).body.message).toBe(m.versionNotFound);
      expect(await versionNumbers()).toEqual([1]);
    });

    it.each([
      ['no version', {}, m.restoreVersionRequired],
      ['a text version', { version: '1' }, m.restoreVersionRequired],
      ['a negative version', { version: -1 }, m.restoreVersionRequired],
      ['a fraction', { version: 1.5 }, m.restoreVersionRequired],
      [
        'an unknown field',
        { version: 1, staffEmail: 'x@alamomasonry.com' },
        'property staffEmail should not exist',
      ],
    ])('a restore with %s (%j) is 400 "%s"', async (_what, body, message) => {
      const res = await http()
        .post(`${versionsPath('home')}/1/restore`)
        .set(suite.auth)
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(await versionNumbers()).toEqual([1]);
    });
  });

  it('the migration keeps the content stored before version history as its first version', async () => {
    const ds = suite.t.app.get(DataSource);
    await resetDatabase(suite.t.app);
    // Back to the schema before version history (this migration, and any later one), then forward again.
    const hasVersionTable = async () =>
      (
        (await ds.query(`SELECT to_regclass('page_content_version') IS NOT NULL AS present`)) as [
          { present: boolean },
        ]
      )[0].present;
    while (await hasVersionTable()) await ds.undoLastMigration();
    try {
      await ds.query(
        `INSERT INTO page_content (page, fields, version, updated_at)
         VALUES ('home', $1, 4, '2026-01-02T03:04:05Z')`,
        [home('Before history')],
      );
    } finally {
      await ds.runMigrations();
    }
    expect(await list()).toEqual([
      { version: 4, staffEmail: null, at: '2026-01-02T03:04:05.000Z', restoredFrom: null },
    ]);
    const res = await restore(4, 4).expect(200);
    expect(res.body).toMatchObject({ ...home('Before history'), version: 5 });
  });
});
