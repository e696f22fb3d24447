import { randomUUID } from 'node:crypto';
import type { FollowUpDigest, Inquiry } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { TypedOutboxJobs1797090000000 } from '../src/database/migrations/1797090000000-TypedOutboxJobs.js';
import { NotificationOutbox } from '../src/notifications/outbox.service.js';
import { parseOutboxJob, type OutboxJob } from '../src/notifications/outbox-jobs.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { resetDatabase } from './helpers/db.js';
import { freePort } from './helpers/free-port.js';
import { drainOutbox, outboxCount } from './helpers/outbox.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

/**
 * Issue 48: outbox rows are typed jobs, and a row the worker cannot turn into an e-mail is failed with its reason,
 * once, without holding up the rows claimed with it. Delivery is driven by draining the outbox (the worker's own
 * timer set to an hour), and "once" is counted, never slept on.
 */
const inquiry = (name: string, email: string): Inquiry => ({
  id: randomUUID(),
  date: new Date().toISOString(),
  name,
  email,
  phone: '(210) 555-0100',
  zipCode: '78205',
  projectType: 'Stone Patio',
  message: 'A patio.',
  status: 'New',
});

describe('typed outbox jobs', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const db = () => t.app.get(DataSource);
  const rowsByStatus = async () =>
    (await db().query(
      `SELECT "kind", "status", "attempts", "last_error" AS "lastError" FROM "outbox_email" ORDER BY "kind", "status"`,
    )) as { kind: string; status: string; attempts: number; lastError: string | null }[];

  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SITE_URL: 'https://www.example.test',
      NOTIFY_POLL_MS: String(60 * 60_000),
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
    sink.received.splice(0);
  });

  it('fails a malformed row with its reason, once, and delivers the good rows claimed with it', async () => {
    const outbox = t.app.get(NotificationOutbox);
    const ana = inquiry('Ana Good', 'ana@example.com');
    const ben = inquiry('Ben Good', 'ben@example.com');
    await db().transaction((manager) =>
      outbox.enqueue(manager, [
        { kind: 'staff-new-inquiry', payload: { inquiry: ana, photoCount: 0, language: 'en' } },
        { kind: 'visitor-confirmation', payload: { inquiry: ana, photoCount: 2, language: 'es' } },
        {
          kind: 'staff-reply',
          payload: { inquiry: ben, reply: { text: 'See you Friday', staffEmail: 's@x.test' } },
        },
      ]),
    );
    // Poison rows, due before the good ones so they come first in the batch: a reply whose reply is missing (the
    // shape such rows had before), an inquiry e-mail without an inquiry, and a kind nobody knows.
    await db().query(
      `INSERT INTO "outbox_email" ("kind", "payload", "next_attempt_at") VALUES
         ('staff-reply', $1, now() - interval '1 minute'),
         ('visitor-confirmation', '{"inquiry": null, "photoCount": 0, "language": "en"}', now() - interval '1 minute'),
         ('postcard', '{}', now() - interval '1 minute')`,
      [{ ...ben, text: 'not where a reply goes' }],
    );

    await drainOutbox(t.app);

    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([
      'ana@example.com',
      'ben@example.com',
      'info@alamomasonry.com',
    ]);
    expect(await outboxCount(t.app, 'sent')).toBe(3);
    expect(await outboxCount(t.app, 'pending')).toBe(0);
    const failed = (await rowsByStatus()).filter((row) => row.status === 'failed');
    expect(failed).toEqual([
      {
        kind: 'postcard',
        status: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('Unknown e-mail kind'),
      },
      {
        kind: 'staff-reply',
        status: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(
          /^Cannot be written: Malformed staff-reply payload: inquiry: .*; reply: /,
        ),
      },
      {
        kind: 'visitor-confirmation',
        status: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('Malformed visitor-confirmation payload: inquiry'),
      },
    ]);

    // Once: another pass sends nothing again and claims nothing again.
    await drainOutbox(t.app);
    expect(sink.received).toHaveLength(3);
    expect((await rowsByStatus()).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    // The payloads went where their kinds say: the Spanish confirmation counts its two photos.
    const confirmation = sink.received.find((mail) => mail.to[0] === 'ana@example.com')!;
    expect(confirmation.text).toContain('Fotos: 2');
  });

  it('gives up a row claimed more often than attempts allow (a worker that died mid-send), and sends the rest', async () => {
    const outbox = t.app.get(NotificationOutbox);
    const cy = inquiry('Cy Good', 'cy@example.com');
    await db().transaction((manager) =>
      outbox.enqueue(manager, [
        { kind: 'visitor-confirmation', payload: { inquiry: cy, photoCount: 0, language: 'en' } },
        { kind: 'staff-new-inquiry', payload: { inquiry: cy, photoCount: 0, language: 'en' } },
      ]),
    );
    // The staff e-mail's earlier claims all ran out without an outcome.
    await db().query(`UPDATE "outbox_email" SET "attempts" = 25 WHERE "kind" = 'staff-new-inquiry'`);

    await drainOutbox(t.app);

    expect(sink.received.map((mail) => mail.to[0])).toEqual(['cy@example.com']);
    expect(await rowsByStatus()).toEqual([
      {
        kind: 'staff-new-inquiry',
        status: 'failed',
        attempts: 26,
        lastError: 'Claimed 26 times without an outcome',
      },
      { kind: 'visitor-confirmation', status: 'sent', attempts: 1, lastError: null },
    ]);
  });

  it('reads back exactly what the typed enqueue wrote, for every kind', async () => {
    const outbox = t.app.get(NotificationOutbox);
    const dee = inquiry('Dee', 'dee@example.com');
    const digest: FollowUpDigest = {
      to: 'staff@alamomasonry.com',
      day: '2026-11-25',
      leads: [
        {
          id: dee.id,
          name: 'Dee',
          projectType: 'Patio',
          receivedAt: dee.date,
          followUpOn: null,
          reason: 'waiting',
        },
      ],
    };
    const jobs: OutboxJob[] = [
      { kind: 'staff-new-inquiry', payload: { inquiry: dee, photoCount: 1, language: 'es' } },
      { kind: 'visitor-confirmation', payload: { inquiry: dee, photoCount: 0, language: 'en' } },
      { kind: 'staff-reply', payload: { inquiry: dee, reply: { text: 'Hi', staffEmail: 's@x.test' } } },
      { kind: 'staff-digest', payload: { digest } },
    ];
    await db().transaction((manager) => outbox.enqueue(manager, jobs));
    const rows = (await db().query(`SELECT "kind", "payload" FROM "outbox_email"`)) as {
      kind: string;
      payload: unknown;
    }[];
    const parsed = rows.map((row) => parseOutboxJob(row.kind, row.payload));
    expect(parsed).toEqual(expect.arrayContaining(jobs.map((job) => ({ ok: true, job }))));
    expect(parsed).toHaveLength(4);
  });

  it('reads the rows written before typed jobs as jobs once the migration has run', async () => {
    const migration = new TypedOutboxJobs1797090000000();
    const runner = db().createQueryRunner();
    const eve = inquiry('Eve Before', 'eve@example.com');
    try {
      await migration.down(runner);
      // The shapes the three raw INSERTs wrote: the inquiry with extras inside it, the reply inside it, the digest.
      await runner.query(
        `INSERT INTO "outbox_email" ("kind", "inquiry") VALUES
           ('staff-new-inquiry', $1), ('visitor-confirmation', $2), ('staff-reply', $3), ('staff-digest', $4)`,
        [
          { ...eve, photoCount: 3, language: 'es' },
          eve, // before issue 30/31: no photo count, no language
          { ...eve, reply: { text: 'Hello', staffEmail: 's@x.test' } },
          {
            digest: {
              to: 's@x.test',
              day: '2026-11-25',
              leads: [
                {
                  id: eve.id,
                  name: 'Eve',
                  projectType: 'Patio',
                  receivedAt: eve.date,
                  followUpOn: null,
                  reason: 'due',
                },
              ],
            },
          },
        ],
      );
    } finally {
      await migration.up(runner);
      await runner.release();
    }
    const rows = (await db().query(`SELECT "kind", "payload" FROM "outbox_email" ORDER BY "kind"`)) as {
      kind: string;
      payload: unknown;
    }[];
    const jobs = rows.map((row) => parseOutboxJob(row.kind, row.payload));
    expect(jobs).toEqual([
      { ok: true, job: expect.objectContaining({ kind: 'staff-digest' }) },
      {
        ok: true,
        job: { kind: 'staff-new-inquiry', payload: { inquiry: eve, photoCount: 3, language: 'es' } },
      },
      {
        ok: true,
        job: {
          kind: 'staff-reply',
          payload: { inquiry: eve, reply: { text: 'Hello', staffEmail: 's@x.test' } },
        },
      },
      {
        ok: true,
        job: { kind: 'visitor-confirmation', payload: { inquiry: eve, photoCount: 0, language: 'en' } },
      },
    ]);
    await drainOutbox(t.app);
    expect(sink.received).toHaveLength(4);
  });
});
