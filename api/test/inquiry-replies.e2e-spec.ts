import { API_PATHS, LIMITS, MESSAGES, type AdminInquiry, type InquiryTimelineEntry } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { count } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { freePort } from './helpers/free-port.js';
import { drainOutbox, outboxCount } from './helpers/outbox.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { apiSuite, type ApiSuite } from './helpers/suite.js';

/**
 * Issue 32: staff reply to the visitor from the inquiry. The reply is recorded, e-mailed once through the outbox
 * (Reply-To the office) and moves a New inquiry to Responded, all in one transaction. Against the real PostgreSQL of
 * DATABASE_URL, the Auth emulator and a local SMTP server.
 */
const m = MESSAGES.inquiry;

async function receiveQuote(suite: ApiSuite, overrides: Record<string, string> = {}): Promise<string> {
  const res = await suite.http().post(API_PATHS.quote()).send(validQuote(overrides)).expect(201);
  return res.body.id as string;
}

describe('replies to the visitor', () => {
  const env: Record<string, string> = {
    SITE_URL: 'https://www.example.test',
    NOTIFY_POLL_MS: '100',
    NOTIFY_RETRY_BASE_MS: '50',
  };
  let sink: SmtpSink;
  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });
  afterAll(async () => sink.close());
  const suite = apiSuite({ staff: true, env });
  const reply = (id: string, body: unknown) =>
    suite
      .http()
      .post(API_PATHS.adminInquiryReplies(id))
      .set(suite.auth)
      .send(body as object);
  const timeline = async (id: string) =>
    (await suite.http().get(API_PATHS.adminInquiryTimeline(id)).set(suite.auth).expect(200))
      .body as InquiryTimelineEntry[];
  const inquiry = async (id: string) =>
    (await suite.http().get(API_PATHS.adminInquiry(id)).set(suite.auth).expect(200)).body as AdminInquiry;

  beforeEach(() => sink.received.splice(0));

  it('e-mails the reply once, Reply-To the office, records it in the timeline and moves New to Responded', async () => {
    const id = await receiveQuote(suite, { email: 'rosa@example.com', projectType: 'Stone Patio' });
    await drainOutbox(suite.t.app); // the quote's own e-mails, out of the way
    sink.received.splice(0);

    const text = 'Hi Rosa,\n\nWe can visit on Friday at 9am.\n\n<b>Best</b> regards';
    const res = await reply(id, { text: `  ${text}  ` }).expect(201);
    expect(res.body).toMatchObject({ kind: 'reply', text, staffEmail: suite.staff.email });

    // Once: the outbox drained, then drained again, holds one e-mail sent.
    await drainOutbox(suite.t.app);
    await drainOutbox(suite.t.app);
    expect(sink.received).toHaveLength(1);
    expect(await outboxCount(suite.t.app, 'sent')).toBe(2 + 1); // the quote's two, the reply
    const [mail] = sink.received;
    expect(mail!.to).toEqual(['rosa@example.com']);
    expect(mail!.subject).toContain(m.replySubject('Stone Patio'));
    expect(mail!.text).toContain('We can visit on Friday at 9am.');
    expect(mail!.html).toContain('&lt;b&gt;Best&lt;/b&gt; regards');
    expect(mail!.html).not.toContain('<b>Best</b>');

    const entries = await timeline(id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['reply', 'status']);
    expect(entries.find((entry) => entry.kind === 'status')).toMatchObject({ from: 'New', to: 'Responded' });
    expect((await inquiry(id)).status).toBe('Responded');
  });

  it('leaves a Responded or Closed inquiry in its status, adding only the reply', async () => {
    const id = await receiveQuote(suite);
    await suite.http().put(API_PATHS.adminInquiry(id)).set(suite.auth).send({ status: 'Closed' }).expect(200);
    await reply(id, { text: 'One more thing about your wall.' }).expect(201);
    expect((await inquiry(id)).status).toBe('Closed');
    const kinds = (await timeline(id)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'status')).toHaveLength(1);
    expect(kinds).toContain('reply');
  });

  it.each([
    ['empty', { text: '   ' }, m.replyRequired],
    ['missing', {}, m.replyRequired],
    ['not text', { text: 42 }, m.replyRequired],
    ['too long', { text: 'x'.repeat(LIMITS.inquiryReply.textMax + 1) }, m.replyTooLong],
  ])(
    'refuses a reply that is %s with a clear 400, storing and sending nothing',
    async (_case, body, message) => {
      const id = await receiveQuote(suite);
      const outboxBefore = await count(suite.t.app, 'outbox_email');
      const res = await reply(id, body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await count(suite.t.app, 'inquiry_reply')).toBe(0);
      expect(await count(suite.t.app, 'outbox_email')).toBe(outboxBefore);
      expect((await inquiry(id)).status).toBe('New');
    },
  );

  it('answers 404 for an unknown inquiry and 400 for an id that is not one', async () => {
    const res = await reply('3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f', { text: 'Hello' }).expect(404);
    expect(res.body.message).toBe(m.notFound);
    await reply('not-an-id', { text: 'Hello' }).expect(400);
    expect(await count(suite.t.app, 'inquiry_reply')).toBe(0);
  });

  it('a refused call (no token) changes nothing', async () => {
    const id = await receiveQuote(suite);
    await suite.http().post(API_PATHS.adminInquiryReplies(id)).send({ text: 'Hello' }).expect(401);
    expect(await count(suite.t.app, 'inquiry_reply')).toBe(0);
    const rows = await suite.t.app
      .get(DataSource)
      .query(`SELECT 1 FROM outbox_email WHERE kind = 'staff-reply'`);
    expect(rows).toHaveLength(0);
  });
});

describe('replies while e-mail is not configured', () => {
  const suite = apiSuite({ staff: true, env: { SMTP_URL: '' } });

  it('are refused with 409 and a message, and nothing is recorded', async () => {
    const { body } = await suite.http().post(API_PATHS.quote()).send(validQuote()).expect(201);
    const res = await suite
      .http()
      .post(API_PATHS.adminInquiryReplies(body.id as string))
      .set(suite.auth)
      .send({ text: 'Hello' })
      .expect(409);
    expect(res.body.message).toBe(m.replyMailOff);
    expect(await count(suite.t.app, 'inquiry_reply')).toBe(0);
  });
});
