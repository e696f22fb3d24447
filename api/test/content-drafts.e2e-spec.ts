import { DEFAULT_CONTENT, DEFAULT_CONTENT_ES, ERROR_CODES, MESSAGES } from 'shared-contracts';
import request from 'supertest';
import { withTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { count } from './helpers/db.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.content;
const home = (title: string) => ({
  title,
  subtitle: `${title} subtitle`,
  description: `${title} description`,
});
const draftPath = (page: string) => `/api/admin/content/${page}/draft`;
const publishPath = (page: string) => `${draftPath(page)}/publish`;
const staleBody = {
  statusCode: 409,
  message: m.staleVersion,
  error: 'Conflict',
  code: ERROR_CODES.STALE_VERSION,
};

describe('content drafts (issue 29)', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;

  const save = (body: object) => http().post('/api/content/home').set(suite.auth).send(body);
  const putDraft = (body: object, page = 'home') => http().put(draftPath(page)).set(suite.auth).send(body);
  const getDraft = (page = 'home') => http().get(draftPath(page)).set(suite.auth);
  const publish = (version: unknown, page = 'home') =>
    http().post(publishPath(page)).set(suite.auth).send({ version });
  const versionNumbers = async () =>
    (
      (await http().get('/api/admin/content/home/versions').set(suite.auth).expect(200)).body as {
        version: number;
      }[]
    ).map((v) => v.version);

  describe('authorization', () => {
    // 401 and 403 on every call of this file: auth.e2e-spec.ts checks every registered route.
    it('refused calls store no draft', async () => {
      await http()
        .put(draftPath('home'))
        .send({ ...home('X'), version: 0 })
        .expect(401);
      expect(await count(suite.t.app, 'page_content_draft')).toBe(0);
    });
  });

  describe('save, read, discard', () => {
    it('404 "no draft" until one is saved; no-store on the read', async () => {
      const res = await getDraft().expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: m.draftNotFound });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('stores the fields (trimmed as a save trims), the base version, who (the token) and when; one per page', async () => {
      await save({ ...home('Published'), version: 0 }).expect(200);
      const before = Date.now();
      const saved = await putDraft({ ...home('Draft'), title: '  Draft  ', version: 1 }).expect(200);
      const expected = {
        page: 'home',
        content: home('Draft'),
        // Saved without Spanish texts: the published ones (issue 30), here the built-in Spanish the page kept.
        es: DEFAULT_CONTENT_ES.home,
        baseVersion: 1,
        staffEmail: suite.staff.email,
        savedAt: expect.any(String),
      };
      expect(saved.body).toEqual(expected);
      expect(Date.parse(saved.body.savedAt)).toBeGreaterThanOrEqual(before - 1000);
      const read = await getDraft().expect(200);
      expect(read.body).toEqual(saved.body);
      expect(read.headers['cache-control']).toBe('no-store');

      // A colleague replaces it: still one draft, now theirs.
      const colleague = await createUser();
      await http()
        .put(draftPath('home'))
        .set('Authorization', `Bearer ${colleague.token}`)
        .send({ ...home('Theirs'), version: 1 })
        .expect(200);
      expect((await getDraft().expect(200)).body).toMatchObject({
        content: home('Theirs'),
        staffEmail: colleague.email,
      });
      expect(await count(suite.t.app, 'page_content_draft')).toBe(1);
      await getDraft('services').expect(404);
    });

    it('409 STALE_VERSION when the page is not at the base version (published since, or never)', async () => {
      await save({ ...home('Published'), version: 0 }).expect(200);
      expect((await putDraft({ ...home('Draft'), version: 0 }).expect(409)).body).toEqual(staleBody);
      expect((await putDraft({ ...home('Draft'), version: 2 }).expect(409)).body).toEqual(staleBody);
      await putDraft({ title: 'S', description: 'D', version: 1 }, 'services').expect(409);
      expect(await count(suite.t.app, 'page_content_draft')).toBe(0);
    });

    it('GET /api/admin/content/drafts lists every stored draft ([] when none, no-store), in page order', async () => {
      const empty = await http().get('/api/admin/content/drafts').set(suite.auth).expect(200);
      expect(empty.body).toEqual([]);
      expect(empty.headers['cache-control']).toBe('no-store');
      await putDraft({ title: 'S', description: 'D', version: 0 }, 'services').expect(200);
      await putDraft({ ...home('H'), version: 0 }).expect(200);
      const list = await http().get('/api/admin/content/drafts').set(suite.auth).expect(200);
      expect(list.body).toEqual([
        (await getDraft('home').expect(200)).body,
        (await getDraft('services').expect(200)).body,
      ]);
    });

    it('each page has its own, with its own fields', async () => {
      const contact = {
        title: 'C',
        address: '1 Main St',
        phone: '210-555-0100',
        email: 'a@alamomasonry.com',
      };
      await putDraft({ ...contact, version: 0 }, 'contact').expect(200);
      await putDraft({ title: 'S', description: 'D', version: 0 }, 'services').expect(200);
      expect((await getDraft('contact').expect(200)).body.content).toEqual(contact);
      expect((await getDraft('services').expect(200)).body.content).toEqual({ title: 'S', description: 'D' });
      await getDraft('home').expect(404);
    });

    it('who is never taken from the body', async () => {
      const res = await putDraft({ ...home('X'), version: 0, staffEmail: 'boss@alamomasonry.com' }).expect(
        400,
      );
      expect(res.body.message).toBe('property staffEmail should not exist');
      await getDraft().expect(404);
    });

    it('discard drops the draft (204), then 404; the page is untouched', async () => {
      await save({ ...home('Published'), version: 0 }).expect(200);
      await putDraft({ ...home('Draft'), version: 1 }).expect(200);
      await http().delete(draftPath('home')).set(suite.auth).expect(204);
      await getDraft().expect(404);
      const again = await http().delete(draftPath('home')).set(suite.auth).expect(404);
      expect(again.body.message).toBe(m.draftNotFound);
      expect((await http().get('/api/content/home').expect(200)).body).toMatchObject({
        title: 'Published',
        version: 1,
      });
      expect(await versionNumbers()).toEqual([1]);
    });
  });

  describe('publish', () => {
    it('publishes the draft as a new version by the caller, removes the draft, and the public read shows it', async () => {
      await save({ ...home('Published'), version: 0 }).expect(200);
      await putDraft({ ...home('Draft'), version: 1 }).expect(200);
      const colleague = await createUser();
      const res = await http()
        .post(publishPath('home'))
        .set('Authorization', `Bearer ${colleague.token}`)
        .send({ version: 1 })
        .expect(200);
      expect(res.body).toEqual({
        ...DEFAULT_CONTENT.home,
        ...home('Draft'),
        version: 2,
        updatedAt: expect.any(String),
      });
      expect((await http().get('/api/content/home').expect(200)).body).toEqual(res.body);
      await getDraft().expect(404);
      const versions = (await http().get('/api/admin/content/home/versions').set(suite.auth).expect(200))
        .body as { version: number; staffEmail: string }[];
      expect(versions.map((v) => [v.version, v.staffEmail])).toEqual([
        [2, colleague.email],
        [1, suite.staff.email],
      ]);
      const v2 = await http().get('/api/admin/content/home/versions/2').set(suite.auth).expect(200);
      expect(v2.body.content).toEqual(home('Draft'));
    });

    it('of a page still on its defaults (base version 0)', async () => {
      await putDraft({ title: 'S', description: 'D', version: 0 }, 'services').expect(200);
      const res = await publish(0, 'services').expect(200);
      expect(res.body).toMatchObject({ title: 'S', description: 'D', version: 1 });
    });

    it('clears the read cache as a save does (public read right after, with a long cache TTL)', async () => {
      await withTestApp({ READ_CACHE_TTL_MS: '60000' }, async (t: TestApp) => {
        const own = () => request(t.app.getHttpServer());
        await own()
          .post('/api/content/home')
          .set(suite.auth)
          .send({ ...home('Old'), version: 0 })
          .expect(200);
        expect((await own().get('/api/content/home').expect(200)).body.title).toBe('Old'); // cached now
        await own()
          .put(draftPath('home'))
          .set(suite.auth)
          .send({ ...home('New'), version: 1 })
          .expect(200);
        expect((await own().get('/api/content/home').expect(200)).body.title).toBe('Old');
        await own().post(publishPath('home')).set(suite.auth).send({ version: 1 }).expect(200);
        expect((await own().get('/api/content/home').expect(200)).body).toMatchObject({
          title: 'New',
          version: 2,
        });
      });
    });

    it('409 STALE_VERSION when the page was published since the draft began; the draft stays, nothing is stored', async () => {
      await save({ ...home('One'), version: 0 }).expect(200);
      await putDraft({ ...home('Draft'), version: 1 }).expect(200);
      await save({ ...home('Two'), version: 1 }).expect(200);
      expect((await publish(1).expect(409)).body).toEqual(staleBody);
      expect((await getDraft().expect(200)).body.content).toEqual(home('Draft'));
      expect(await versionNumbers()).toEqual([2, 1]);
      expect((await http().get('/api/content/home').expect(200)).body.title).toBe('Two');
      // Published over the page's current version, the draft is still refused: it was edited from version 1.
      expect((await publish(2).expect(409)).body).toEqual(staleBody);
      // Saving it again from the version it was edited from is refused as a stale save is.
      expect((await putDraft({ ...home('Draft again'), version: 1 }).expect(409)).body).toEqual(staleBody);
      expect((await getDraft().expect(200)).body.content).toEqual(home('Draft'));
      // Saved again from the current version, it publishes.
      await putDraft({ ...home('Draft'), version: 2 }).expect(200);
      await publish(2).expect(200);
      expect(await versionNumbers()).toEqual([3, 2, 1]);
    });

    it('404 when there is no draft', async () => {
      const res = await publish(0).expect(404);
      expect(res.body.message).toBe(m.draftNotFound);
      expect(await count(suite.t.app, 'page_content')).toBe(0);
    });

    it('two publishes of the draft at once: one wins, the other is 409; exactly one new version', async () => {
      await save({ ...home('Base'), version: 0 }).expect(200);
      await putDraft({ ...home('Draft'), version: 1 }).expect(200);
      const [a, b] = await Promise.all([publish(1), publish(1)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await versionNumbers()).toEqual([2, 1]);
      await getDraft().expect(404);
    });

    it('a publish and a save at once from the same version: one wins, one is 409', async () => {
      await save({ ...home('Base'), version: 0 }).expect(200);
      await putDraft({ ...home('Draft'), version: 1 }).expect(200);
      const [published, saved] = await Promise.all([publish(1), save({ ...home('Saved'), version: 1 })]);
      expect([published.status, saved.status].sort()).toEqual([200, 409]);
      expect(await versionNumbers()).toEqual([2, 1]);
      // The draft goes only with its own publish.
      await getDraft().expect(published.status === 200 ? 404 : 200);
    });
  });

  describe('no public call ever carries a draft', () => {
    const DRAFT_MARK = 'Draft-only words 7c1e';

    beforeEach(async () => {
      await save({ ...home('Published home'), version: 0 }).expect(200);
      await putDraft({ ...home(DRAFT_MARK), version: 1 }).expect(200);
      await putDraft({ title: DRAFT_MARK, description: 'D', version: 0 }, 'services').expect(200);
      await putDraft(
        { title: DRAFT_MARK, address: 'A', phone: '210-555-0100', email: 'a@alamomasonry.com', version: 0 },
        'contact',
      ).expect(200);
    });

    it.each(['home', 'services', 'contact'])(
      'GET /api/content/%s answers the published page, with or without a staff token',
      async (page) => {
        for (const req of [
          http().get(`/api/content/${page}`),
          http().get(`/api/content/${page}`).set(suite.auth),
        ]) {
          const res = await req.expect(200);
          expect(JSON.stringify(res.body)).not.toContain(DRAFT_MARK);
        }
      },
    );
  });

  describe('bad input is a clear 4xx, never a 500', () => {
    it.each([
      ['GET', draftPath('about')],
      ['DELETE', draftPath('HOME')],
      ['POST', publishPath('gallery')],
      // The business details are published directly: they take no draft.
      ['GET', draftPath('business')],
      ['POST', publishPath('business')],
    ] as const)('%s %s (unknown page) is 404 "Page not found"', async (method, path) => {
      const req =
        method === 'GET'
          ? http().get(path)
          : method === 'DELETE'
            ? http().delete(path)
            : http().post(path).send({ version: 1 });
      const res = await req.set(suite.auth).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: m.unknownPage });
    });

    it.each(['about', 'business'])('PUT to %s is 404', async (page) => {
      await http()
        .put(draftPath(page))
        .set(suite.auth)
        .send({ ...home('X'), version: 0 })
        .expect(404);
    });

    it.each([
      ['no version', home('X'), m.draftVersionRequired],
      ['a text version', { ...home('X'), version: '1' }, m.draftVersionRequired],
      ['a null version', { ...home('X'), version: null }, m.draftVersionRequired],
      ['a negative version', { ...home('X'), version: -1 }, m.draftVersionRequired],
      ['an empty title', { ...home('X'), title: '   ', version: 0 }, m.titleRequired],
      ['no subtitle', { title: 'T', description: 'D', version: 0 }, m.subtitleRequired],
      ['a title too long', { ...home('X'), title: 'x'.repeat(5001), version: 0 }, m.fieldTooLong],
      ['a number as title', { ...home('X'), title: 5, version: 0 }, m.titleRequired],
      ['an unknown field', { ...home('X'), version: 0, evil: 1 }, 'property evil should not exist'],
    ])('a home draft with %s is 400 "%s"', async (_what, body, message) => {
      const res = await putDraft(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await count(suite.t.app, 'page_content_draft')).toBe(0);
    });

    it('a contact draft with a bad e-mail, or services fields on home, is 400', async () => {
      const contact = { title: 'C', address: 'A', phone: 'P', email: 'not-an-email', version: 0 };
      expect((await putDraft(contact, 'contact').expect(400)).body.message).toBe(m.invalidEmail);
      await putDraft({ title: 'S', description: 'D', version: 0 }, 'home').expect(400);
      expect(await count(suite.t.app, 'page_content_draft')).toBe(0);
    });

    it.each([
      ['no version', {}],
      ['a text version', { version: '1' }],
      ['a fraction', { version: 1.5 }],
      ['an unknown field', { version: 0, content: home('X') }],
    ])('a publish with %s is 400', async (_what, body) => {
      await putDraft({ ...home('D'), version: 0 }).expect(200);
      await http().post(publishPath('home')).set(suite.auth).send(body).expect(400);
      await getDraft().expect(200);
      expect(await count(suite.t.app, 'page_content')).toBe(0);
    });
  });
});
