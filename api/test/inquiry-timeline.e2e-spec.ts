import { codeOfMessage, LIMITS, MESSAGES, type AdminInquiry, type InquiryPage } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { createUser, forgeToken } from './helpers/auth.js';
import { count } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { apiSuite, type ApiSuite } from './helpers/suite.js';

/**
 * Issue 17: staff's internal notes on an inquiry and its status history, read as one timeline; the notes count in the
 * inbox. Against the real PostgreSQL of DATABASE_URL and the Auth emulator.
 */
const m = MESSAGES.inquiry;
const UNKNOWN_ID = '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f';
const LONE_SURROGATE = '\ud800';

async function receiveQuote(suite: ApiSuite, name = 'Maria Garza'): Promise<string> {
  const res = await suite.http().post('/api/public').send(validQuote({ name })).expect(201);
  return res.body.id as string;
}

describe('inquiry notes and status history', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;
  const notes = (id: string) => `/api/admin/inquiries/${id}/notes`;
  const timeline = (id: string) => `/api/admin/inquiries/${id}/timeline`;
  const addNote = (id: string, body: unknown) =>
    http()
      .post(notes(id))
      .set(suite.auth)
      .send(body as object);
  const setStatus = (id: string, status: string) =>
    http().put(`/api/admin/inquiries/${id}`).set(suite.auth).send({ status });
  const readTimeline = async (id: string) =>
    (await http().get(timeline(id)).set(suite.auth).expect(200)).body;

  describe('authorization', () => {
    const calls = [
      ['POST notes', (id: string) => http().post(notes(id)).send({ text: 'A note' })],
      ['GET timeline', (id: string) => http().get(timeline(id))],
    ] as const;

    it.each(calls)(
      '%s: 401 without a token or with a forged one, 403 for another domain',
      async (_name, call) => {
        const id = await receiveQuote(suite);
        const outsider = await createUser({ domain: 'example.com' });
        const missing = await call(id).expect(401);
        expect(missing.body.message).toBe(MESSAGES.auth.missingToken);
        await call(id).set('Authorization', 'Bearer not-a-jwt').expect(401);
        await call(id).set('Authorization', `Bearer ${forgeToken()}`).expect(401);
        const denied = await call(id).set('Authorization', `Bearer ${outsider.token}`).expect(403);
        expect(denied.body.message).toBe(MESSAGES.auth.notStaff);
        expect(await count(suite.t.app, 'inquiry_note')).toBe(0);
      },
    );

    it('an unverified company account may neither write nor read', async () => {
      const id = await receiveQuote(suite);
      const unverified = await createUser({ verified: false });
      const auth = { Authorization: `Bearer ${unverified.token}` };
      await http().post(notes(id)).set(auth).send({ text: 'A note' }).expect(403);
      await http().get(timeline(id)).set(auth).expect(403);
    });
  });

  describe('notes', () => {
    it('stores a trimmed note with the author taken from the verified token, and answers it', async () => {
      const id = await receiveQuote(suite);
      const res = await addNote(id, { text: '  Called back; site visit Friday.\n' }).expect(201);
      expect(res.body).toEqual({
        kind: 'note',
        id: expect.any(String),
        at: expect.any(String),
        staffEmail: suite.staff.email,
        text: 'Called back; site visit Friday.',
      });
      const [row] = await suite.t.app
        .get(DataSource)
        .query('SELECT staff_uid, staff_email, text FROM inquiry_note WHERE inquiry_id = $1', [id]);
      expect(row).toEqual({
        staff_uid: suite.staff.uid,
        staff_email: suite.staff.email,
        text: 'Called back; site visit Friday.',
      });
    });

    it.each([
      ['missing', {}, m.noteRequired],
      ['empty', { text: '' }, m.noteRequired],
      ['whitespace only', { text: ' \n\t ' }, m.noteRequired],
      ['a number', { text: 42 }, m.noteRequired],
      ['null', { text: null }, m.noteRequired],
      ['an array', { text: ['a note'] }, m.noteRequired],
      ['ill-formed Unicode', { text: `Lone half ${LONE_SURROGATE}` }, m.noteRequired],
      ['NUL', { text: 'a\u0000b' }, m.noteRequired],
      ['one over the limit', { text: 'x'.repeat(LIMITS.inquiryNote.textMax + 1) }, m.noteTooLong],
    ])(
      'refuses a note that is %s with 400 and its message, storing nothing',
      async (_what, body, message) => {
        const id = await receiveQuote(suite);
        const res = await http()
          .post(notes(id))
          .set(suite.auth)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body))
          .expect(400);
        expect(res.body).toMatchObject({
          statusCode: 400,
          message,
          error: 'Bad Request',
          code: codeOfMessage(message),
        });
        expect(await count(suite.t.app, 'inquiry_note')).toBe(0);
      },
    );

    it('takes a note of exactly the limit', async () => {
      const id = await receiveQuote(suite);
      await addNote(id, { text: 'x'.repeat(LIMITS.inquiryNote.textMax) }).expect(201);
    });

    it('refuses an author or any other field in the body: who wrote it comes from the token only', async () => {
      const id = await receiveQuote(suite);
      for (const extra of [{ staffEmail: 'boss@alamomasonry.com' }, { staffUid: 'x' }, { inquiryId: id }]) {
        await addNote(id, { text: 'A note', ...extra }).expect(400);
      }
      await http()
        .post(notes(id))
        .set(suite.auth)
        .send([{ text: 'A note' }])
        .expect(400);
      expect(await count(suite.t.app, 'inquiry_note')).toBe(0);
    });

    it('404 for an unknown inquiry, 400 for a malformed id', async () => {
      const unknown = await addNote(UNKNOWN_ID, { text: 'A note' }).expect(404);
      expect(unknown.body.message).toBe(m.notFound);
      const malformed = await addNote('not-a-uuid', { text: 'A note' }).expect(400);
      expect(malformed.body.message).toBe('Inquiry id must be a UUID');
      await http().get(timeline(UNKNOWN_ID)).set(suite.auth).expect(404);
      await http().get(timeline('1%27%20OR%201=1')).set(suite.auth).expect(400);
    });
  });

  describe('status history', () => {
    it('records each change (old, new, who, when) and the timeline lists notes and changes newest first', async () => {
      const id = await receiveQuote(suite);
      expect(await readTimeline(id)).toEqual([]);
      const before = Date.now();
      await setStatus(id, 'Responded').expect(200);
      await addNote(id, { text: 'Quote sent by e-mail.' }).expect(201);
      await setStatus(id, 'Closed').expect(200);

      const entries = await readTimeline(id);
      expect(entries).toEqual([
        {
          kind: 'status',
          id: expect.any(String),
          at: expect.any(String),
          staffEmail: suite.staff.email,
          from: 'Responded',
          to: 'Closed',
        },
        {
          kind: 'note',
          id: expect.any(String),
          at: expect.any(String),
          staffEmail: suite.staff.email,
          text: 'Quote sent by e-mail.',
        },
        {
          kind: 'status',
          id: expect.any(String),
          at: expect.any(String),
          staffEmail: suite.staff.email,
          from: 'New',
          to: 'Responded',
        },
      ]);
      const times = entries.map((entry: { at: string }) => Date.parse(entry.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(times.every((time: number) => time >= before - 1000 && time <= Date.now() + 1000)).toBe(true);
      const [row] = await suite.t.app
        .get(DataSource)
        .query('SELECT staff_uid FROM inquiry_status_change WHERE inquiry_id = $1 LIMIT 1', [id]);
      expect(row.staff_uid).toBe(suite.staff.uid);
    });

    it('records nothing when the status is set to the one it has, or the change is refused', async () => {
      const id = await receiveQuote(suite);
      await setStatus(id, 'New').expect(200);
      await setStatus(id, 'Done').expect(400);
      await http()
        .put(`/api/admin/inquiries/${id}`)
        .set(suite.auth)
        .send({ status: 'Closed', staffEmail: 'boss@alamomasonry.com' })
        .expect(400);
      await setStatus(UNKNOWN_ID, 'Closed').expect(404);
      expect(await count(suite.t.app, 'inquiry_status_change')).toBe(0);
    });

    it('changes the status and its history together: when the history cannot be written, neither is', async () => {
      const id = await receiveQuote(suite);
      const db = suite.t.app.get(DataSource);
      // A constraint no row can meet makes the history insert fail inside the status change's transaction.
      await db.query(
        'ALTER TABLE inquiry_status_change ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID',
      );
      try {
        const res = await setStatus(id, 'Closed');
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      } finally {
        await db.query('ALTER TABLE inquiry_status_change DROP CONSTRAINT test_refuse_all');
      }
      const [row] = await db.query('SELECT status FROM inquiry WHERE id = $1', [id]);
      expect(row.status).toBe('New');
      expect(await readTimeline(id)).toEqual([]);
    });

    it('the PUT answer carries the notes count, as the inbox does', async () => {
      const id = await receiveQuote(suite);
      await addNote(id, { text: 'One' }).expect(201);
      const res = await setStatus(id, 'Responded').expect(200);
      expect(res.body).toMatchObject({ id, status: 'Responded', notesCount: 1 });
    });
  });

  it('deleting an inquiry deletes its notes and history (ON DELETE CASCADE), and only its own', async () => {
    const gone = await receiveQuote(suite, 'Gone Customer');
    const kept = await receiveQuote(suite, 'Kept Customer');
    for (const id of [gone, kept]) {
      await addNote(id, { text: 'A note' }).expect(201);
      await setStatus(id, 'Responded').expect(200);
    }
    await http().delete(`/api/admin/inquiries/${gone}`).set(suite.auth).expect(200);
    expect(await count(suite.t.app, 'inquiry_note')).toBe(1);
    expect(await count(suite.t.app, 'inquiry_status_change')).toBe(1);
    await http().get(timeline(gone)).set(suite.auth).expect(404);
    expect(await readTimeline(kept)).toHaveLength(2);
    // Straight SQL too: the database, not only the API, keeps no orphan.
    await suite.t.app.get(DataSource).query('DELETE FROM inquiry WHERE id = $1', [kept]);
    expect(await count(suite.t.app, 'inquiry_note')).toBe(0);
    expect(await count(suite.t.app, 'inquiry_status_change')).toBe(0);
  });

  it('the inbox list and pages give each inquiry its notes count', async () => {
    const none = await receiveQuote(suite, 'No Notes');
    const two = await receiveQuote(suite, 'Two Notes');
    await addNote(two, { text: 'First' }).expect(201);
    await addNote(two, { text: 'Second' }).expect(201);
    const list = (await http().get('/api/admin/inquiries').set(suite.auth).expect(200))
      .body as AdminInquiry[];
    expect(Object.fromEntries(list.map((i) => [i.id, i.notesCount]))).toEqual({ [none]: 0, [two]: 2 });
    const page = (await http().get('/api/admin/inquiries?page=1').set(suite.auth).expect(200))
      .body as InquiryPage;
    expect(Object.fromEntries(page.items.map((i) => [i.id, i.notesCount]))).toEqual({ [none]: 0, [two]: 2 });
  });
});

describe('inquiry notes and the inbox read cache', () => {
  // The cache on, as in production: a note or a status change must not leave a stale page (or its ETag) behind.
  const suite = apiSuite({ staff: true, env: { READ_CACHE_TTL_MS: '60000' } });

  it('a note and a status change are in the next poll; the old ETag no longer matches', async () => {
    const id = await receiveQuote(suite);
    const poll = (etag?: string) => {
      const req = suite.http().get('/api/admin/inquiries?page=1').set(suite.auth);
      return etag ? req.set('If-None-Match', etag) : req;
    };
    const first = await poll().expect(200);
    expect(first.body.items[0]).toMatchObject({ id, notesCount: 0, status: 'New' });
    await poll(first.headers.etag).expect(304);

    await suite
      .http()
      .post(`/api/admin/inquiries/${id}/notes`)
      .set(suite.auth)
      .send({ text: 'A note' })
      .expect(201);
    const afterNote = await poll(first.headers.etag).expect(200);
    expect(afterNote.body.items[0]).toMatchObject({ id, notesCount: 1 });

    await suite
      .http()
      .put(`/api/admin/inquiries/${id}`)
      .set(suite.auth)
      .send({ status: 'Closed' })
      .expect(200);
    const afterChange = await poll(afterNote.headers.etag).expect(200);
    expect(afterChange.body.items[0]).toMatchObject({ id, notesCount: 1, status: 'Closed' });
  });
});
