import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  replyTemplateListSchema,
  STARTER_REPLY_TEMPLATES,
  type ReplyTemplate,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { ReplyTemplates1797080000000 } from '../src/database/migrations/1797080000000-ReplyTemplates.js';
import { count } from './helpers/db.js';
import { apiSuite } from './helpers/suite.js';

/**
 * Issue 32: the reply templates staff keep for the inquiry reply box (GET, POST, PUT /:id, DELETE /:id under
 * /api/admin/reply-templates), against the real PostgreSQL of DATABASE_URL and the Auth emulator. Tokens are checked
 * for every admin route by auth.e2e-spec.ts; the body rules, input by input, by validation-parity.e2e-spec.ts.
 */
const m = MESSAGES.inquiry;
const UNKNOWN_ID = '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f';

describe('reply templates', () => {
  const suite = apiSuite({ staff: true });
  const list = async () => {
    const res = await suite.http().get(API_PATHS.adminReplyTemplates()).set(suite.auth).expect(200);
    return replyTemplateListSchema.parse(res.body);
  };
  const add = (body: object) => suite.http().post(API_PATHS.adminReplyTemplates()).set(suite.auth).send(body);
  const change = (id: string, body: object) =>
    suite.http().put(API_PATHS.adminReplyTemplate(id)).set(suite.auth).send(body);
  const remove = (id: string) => suite.http().delete(API_PATHS.adminReplyTemplate(id)).set(suite.auth);

  it('starts with the starter templates, in their order, changed by nobody yet', async () => {
    const templates = await list();
    expect(templates.map(({ title, text }) => ({ title, text }))).toEqual(STARTER_REPLY_TEMPLATES);
    expect(templates.every((template) => template.updatedBy === null)).toBe(true);
  });

  it('the migration creates the table with the starter templates', async () => {
    // On the real database inside a transaction that is rolled back: the table is dropped and made again by the
    // migration itself, so this checks what a new install gets, not what the test helper resets to.
    const runner = suite.t.app.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DROP TABLE "reply_template"');
      await new ReplyTemplates1797080000000().up(runner);
      const rows = (await runner.query(
        'SELECT "title", "text", "updated_by" FROM "reply_template" ORDER BY "position"',
      )) as { title: string; text: string; updated_by: string | null }[];
      expect(rows).toEqual(
        STARTER_REPLY_TEMPLATES.map((t) => ({ title: t.title, text: t.text, updated_by: null })),
      );
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('adds a template last (trimmed, changed by the caller), changes it, and deletes it', async () => {
    const added = await add({ title: '  Site visit ', text: ' Hi {name},\n\nWhen can we come by?  ' }).expect(
      201,
    );
    const created = added.body as ReplyTemplate;
    expect(created).toMatchObject({
      title: 'Site visit',
      text: 'Hi {name},\n\nWhen can we come by?',
      updatedBy: suite.staff.email,
    });
    expect((await list()).map((template) => template.id).at(-1)).toBe(created.id);

    const changed = (
      await change(created.id, { title: 'Site visit (weekend)', text: 'Hi {name}, Saturday?' }).expect(200)
    ).body as ReplyTemplate;
    expect(changed).toMatchObject({
      id: created.id,
      title: 'Site visit (weekend)',
      text: 'Hi {name}, Saturday?',
    });
    expect(changed.updatedBy).toBe(suite.staff.email);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await list()).find((template) => template.id === created.id)).toEqual(changed);

    await remove(created.id).expect(204);
    expect((await list()).map((template) => template.title)).toEqual(
      STARTER_REPLY_TEMPLATES.map((t) => t.title),
    );
  });

  it('edits and deletes a starter template like any other', async () => {
    const [first] = await list();
    const res = await change(first!.id, {
      title: first!.title,
      text: 'Hi {name}, we will call today.',
    }).expect(200);
    expect(res.body).toMatchObject({ title: first!.title, updatedBy: suite.staff.email });
    await remove(first!.id).expect(204);
    expect(await count(suite.t.app, 'reply_template')).toBe(STARTER_REPLY_TEMPLATES.length - 1);
  });

  it('answers 404 with a clear message for an unknown or deleted template, and 400 for an id that is no UUID', async () => {
    const body = { title: 'A title', text: 'A text' };
    for (const res of [await change(UNKNOWN_ID, body), await remove(UNKNOWN_ID)]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(m.templateNotFound);
    }
    const { id } = (await add(body).expect(201)).body as ReplyTemplate;
    await remove(id).expect(204);
    expect((await remove(id).expect(404)).body.message).toBe(m.templateNotFound);
    expect((await change(id, body).expect(404)).body.message).toBe(m.templateNotFound);

    for (const res of [await change('abc', body), await remove('42'), await remove(`${UNKNOWN_ID}x`)]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Reply template id must be a UUID');
    }
  });

  it("refuses a bad body with the field's message and stores nothing", async () => {
    const before = await count(suite.t.app, 'reply_template');
    expect((await add({ title: '   ', text: 'A text' }).expect(400)).body.message).toBe(
      m.templateTitleRequired,
    );
    const long = 'x'.repeat(LIMITS.inquiryReply.textMax + 1);
    expect((await add({ title: 'A title', text: long }).expect(400)).body.message).toBe(
      m.templateTextTooLong,
    );
    await add({ title: 'A title', text: 'A text', updatedBy: 'boss@x.com' }).expect(400);
    const [first] = await list();
    expect((await change(first!.id, { title: 'A title' }).expect(400)).body.message).toBe(
      m.templateTextRequired,
    );
    expect(await count(suite.t.app, 'reply_template')).toBe(before);
    expect((await list())[0]).toEqual(first);
  });

  it(`keeps at most ${LIMITS.replyTemplate.countMax} templates (409 with a message), even when adds race`, async () => {
    const max = LIMITS.replyTemplate.countMax;
    for (let i = STARTER_REPLY_TEMPLATES.length; i < max - 1; i++) {
      await add({ title: `Template ${i}`, text: `Hi {name} (${i})` }).expect(201);
    }
    // One place left, two adds at once: exactly one gets it.
    const racing = await Promise.all([add({ title: 'A', text: 'A' }), add({ title: 'B', text: 'B' })]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await count(suite.t.app, 'reply_template')).toBe(max);

    const refused = await add({ title: 'One more', text: 'Hi {name}' }).expect(409);
    expect(refused.body.message).toBe(m.templateLimitReached);
    expect(await count(suite.t.app, 'reply_template')).toBe(max);

    // Deleting one makes room again; the new one goes last, after every other.
    const templates = await list();
    await remove(templates[0]!.id).expect(204);
    const { id } = (await add({ title: 'Room again', text: 'Hi {name}' }).expect(201)).body as ReplyTemplate;
    expect((await list()).at(-1)?.id).toBe(id);
  });
});
