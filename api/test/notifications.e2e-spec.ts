import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/app.js';
import { count, resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { freePort } from './helpers/free-port.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

/** Fast polling and retries, so "the mail server is back" is noticed in well under a second. */
const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SITE_URL: 'https://www.example.test',
  NOTIFY_POLL_MS: '100',
  NOTIFY_RETRY_BASE_MS: '50',
  NOTIFY_RETRY_MAX_MS: '300',
});

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outboxCount = async (t: TestApp, status: string) => {
  const [row] = (await t.app
    .get(DataSource)
    .query(`SELECT count(*)::int AS n FROM "outbox_email" WHERE "status" = $1`, [status])) as [{ n: number }];
  return row.n;
};

describe('new-quote e-mails (transactional outbox)', () => {
  const apps: TestApp[] = [];
  let sink: SmtpSink | undefined;
  const start = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };
  const stop = async (t: TestApp) => {
    apps.splice(apps.indexOf(t), 1);
    await t.close();
  };

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    await sink?.close();
    sink = undefined;
  });

  it('mail server down: 20 quotes stored, 0 sent; back (after a restart, two workers): exactly 40, none twice', async () => {
    const port = await freePort();
    const first = await start(mailEnv(port));
    await resetDatabase(first.app);

    const quotes = Array.from({ length: 20 }, (_, i) =>
      validQuote({ name: `Customer ${i}`, email: `customer${i}@example.com` }),
    );
    for (const quote of quotes) await request(first.app.getHttpServer()).post('/api/public').send(quote).expect(201);
    expect(await count(first.app, 'inquiry')).toBe(20);
    expect(await count(first.app, 'outbox_email')).toBe(40);
    // The worker has tried (the server refuses connections) and is backing off; nothing went out.
    await until('failed attempts', async () => {
      const [row] = (await first.app
        .get(DataSource)
        .query(`SELECT min("attempts")::int AS n FROM "outbox_email"`)) as [{ n: number }];
      return row.n >= 1;
    });
    expect(await outboxCount(first, 'sent')).toBe(0);

    // The API restarts while the mail server is still down; then two instances share the outbox.
    await stop(first);
    const [a, b] = [await start(mailEnv(port)), await start(mailEnv(port))];
    sink = await startSmtpSink(port);
    await until('40 e-mails', async () => (await outboxCount(a, 'sent')) === 40);
    // Give a duplicate every chance to show up: several more poll rounds of both workers.
    await new Promise((resolve) => setTimeout(resolve, 600));

    const mails = sink.received;
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(40);
    const staff = mails.filter((m) => m.subject.startsWith('New quote request from'));
    const visitor = mails.filter((m) => m.subject.startsWith('We received your quote request'));
    expect(staff).toHaveLength(20);
    expect(visitor.map((m) => m.to[0]).sort()).toEqual(quotes.map((q) => q.email).sort());
    // Every staff e-mail links a different stored inquiry.
    const ids = (await a.app.get(DataSource).query(`SELECT "id" FROM "inquiry"`)) as { id: string }[];
    const linked = staff.map((m) => /inquiries\?inquiry=([0-9a-f-]{36})/.exec(m.text)?.[1]);
    expect(linked.sort()).toEqual(ids.map((row) => row.id).sort());
    expect(await outboxCount(b, 'pending')).toBe(0);
  });

  it('writes the staff e-mail and the confirmation: details, link, reply-to, phone and hours, all escaped', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const t = await start(mailEnv(port));
    await resetDatabase(t.app);
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO "site_settings" ("id", "site_name", "admin_email") VALUES (1, 'Alamo Test', 'office@alamomasonry.com')`,
      );
    const res = await request(t.app.getHttpServer())
      .post('/api/public')
      .send(
        validQuote({
          name: 'Eve\r\nBcc: victim@evil.test',
          email: 'eve@example.com',
          message: '<script>alert(1)</script> <b>bold</b> & more',
        }),
      )
      .expect(201);
    await until('2 e-mails', () => sink!.received.length === 2);

    const staff = sink.received.find((m) => m.to.includes('office@alamomasonry.com'))!;
    const visitor = sink.received.find((m) => m.to.includes('eve@example.com'))!;
    // No injected header or recipient: the envelopes hold exactly the intended addresses.
    expect(staff.to).toEqual(['office@alamomasonry.com']);
    expect(visitor.to).toEqual(['eve@example.com']);
    for (const mail of [staff, visitor]) {
      expect(mail.headers).not.toMatch(/^Bcc:/im);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>');
    }
    expect(staff.subject).toBe('New quote request from Eve Bcc: victim@evil.test: Stone Patio');
    expect(staff.headers).toMatch(/^Reply-To: "Eve Bcc: victim@evil.test" <eve@example.com>$/im);
    expect(staff.headers).toMatch(/^From: Alamo Test <no-reply@alamomasonry.com>$/im);
    const link = `https://www.example.test/admin/inquiries?inquiry=${res.body.id}`;
    expect(staff.text).toContain(link);
    expect(staff.html).toContain(`<a href="${link}">`);
    expect(staff.text).toContain('Message: <script>alert(1)</script> <b>bold</b> & more');
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(visitor.headers).toMatch(/^Reply-To: office@alamomasonry.com$/im);
    for (const part of [visitor.text, visitor.html]) {
      expect(part).toContain('(210) 555-0142'); // the built-in contact phone
      expect(part).toContain('Mon-Fri: 8am-6pm');
    }
    expect(visitor.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
  });

  it('sends the staff e-mail to the admin e-mail and to staff who kept e-mails on, not to those who opted out', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const t = await start(mailEnv(port));
    await resetDatabase(t.app);
    await t.app.get(DataSource).query(
      `INSERT INTO "staff_notification_preferences" ("uid", "email", "email_enabled", "browser_enabled")
       VALUES ('u1', 'ana@alamomasonry.com', true, true), ('u2', 'bob@alamomasonry.com', false, true)`,
    );
    await request(t.app.getHttpServer()).post('/api/public').send(validQuote()).expect(201);
    await until('2 e-mails', () => sink!.received.length === 2);
    const staff = sink.received.find((m) => m.subject.startsWith('New quote request'))!;
    expect(staff.to.sort()).toEqual(['ana@alamomasonry.com', 'info@alamomasonry.com']);
  });

  it('with no mail server configured, quotes are stored and no e-mail is recorded', async () => {
    const t = await start({});
    await resetDatabase(t.app);
    await request(t.app.getHttpServer()).post('/api/public').send(validQuote()).expect(201);
    expect(await count(t.app, 'inquiry')).toBe(1);
    expect(await count(t.app, 'outbox_email')).toBe(0);
  });
});
