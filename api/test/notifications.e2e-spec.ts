import { DEFAULT_CONTENT } from 'shared-contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RedisService } from '../src/redis/redis.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { count, resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { freePort } from './helpers/free-port.js';
import { drainOutbox, outboxCount } from './helpers/outbox.js';
import { testKeyPrefix } from './helpers/redis.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { until } from './helpers/wait.js';

/** Fast polling and retries, so "the mail server is back" is noticed in well under a second. */
const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SITE_URL: 'https://www.example.test',
  NOTIFY_POLL_MS: '100',
  NOTIFY_RETRY_BASE_MS: '50',
  NOTIFY_RETRY_MAX_MS: '300',
});

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
    // Nothing left in the outbox for the next test: its instances start polling at once, and sent a row this test
    // left to the next test's mail server before that test emptied the database (10 e-mails instead of 8).
    if (apps[0]) await resetDatabase(apps[0].app);
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
    for (const quote of quotes)
      await request(first.app.getHttpServer()).post('/api/public').send(quote).expect(201);
    expect(await count(first.app, 'inquiry')).toBe(20);
    expect(await count(first.app, 'outbox_email')).toBe(40);
    // The worker has tried (the server refuses connections) and is backing off; nothing went out.
    await until('failed attempts', async () => {
      const [row] = (await first.app
        .get(DataSource)
        .query(`SELECT min("attempts")::int AS n FROM "outbox_email"`)) as [{ n: number }];
      return row.n >= 1;
    });
    expect(await outboxCount(first.app, 'sent')).toBe(0);

    // The API restarts while the mail server is still down; then two instances share the outbox.
    await stop(first);
    const [a, b] = [await start(mailEnv(port)), await start(mailEnv(port))];
    sink = await startSmtpSink(port);
    // Retries come due on their backoff (at most NOTIFY_RETRY_MAX_MS): wait for the condition, then let both
    // workers finish every pass they started, and count. Draining again must send nothing more.
    await until('40 e-mails', async () => (await outboxCount(a.app, 'sent')) === 40);
    await drainOutbox(a.app, b.app);
    expect(sink.received).toHaveLength(40);
    await drainOutbox(a.app, b.app);

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
    expect(await outboxCount(b.app, 'pending')).toBe(0);
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
          name: 'Eve <b>Ha</b>',
          email: 'eve@example.com',
          projectType: 'Patio\r\nBcc: victim@evil.test\u0085\u202e',
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
    // Line breaks and U+0085 become spaces, the direction override is dropped.
    expect(staff.subject).toBe('New quote request from Eve <b>Ha</b>: Patio Bcc: victim@evil.test');
    expect(staff.headers).toMatch(/^Reply-To: "Eve <b>Ha<\/b>" <eve@example.com>$/im);
    expect(staff.headers).toMatch(/^From: Alamo Test <no-reply@alamomasonry.com>$/im);
    const link = `https://www.example.test/admin/inquiries?inquiry=${res.body.id}`;
    expect(staff.text).toContain(link);
    expect(staff.html).toContain(`<a href="${link}">`);
    expect(staff.text).toContain('Message: <script>alert(1)</script> <b>bold</b> & more');
    // Issue 32: the business's time (not GMT) with its zone's name, the phone as people write it and tappable, a
    // page a phone can read.
    expect(staff.text).toMatch(/\([A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T\)/);
    expect(staff.text).not.toContain('GMT');
    expect(staff.text).toMatch(/Phone: \(\d{3}\) \d{3}-\d{4}/);
    expect(staff.html).toMatch(/<a href="tel:\+1\d{10}">\(\d{3}\) \d{3}-\d{4}<\/a>/);
    for (const mail of [staff, visitor]) {
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
      expect(mail.html).toContain('font-size:16px');
      expect(mail.html).toContain('>Alamo Test</span></td>');
      // The brand's mark beside the name: a PNG attached inline (mail programs show no SVG), named by the site.
      const logo = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
      expect(logo).toMatchObject({ contentDisposition: 'inline', cid: expect.stringMatching(/\S/) });
      expect(logo!.content.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(mail.html).toContain(`<img src="cid:${logo!.cid}" alt="Alamo Test"`);
      // The footer: the stored contact's address, tappable phone and e-mail, the website; the same in the text part.
      expect(mail.html).toContain('4515 Walzem Rd, San Antonio, TX 78218');
      expect(mail.html).toMatch(/<a href="tel:\+12105550142"[^>]*>\(210\) 555-0142<\/a>/);
      expect(mail.html).toMatch(/<a href="mailto:info@alamomasonry.com"[^>]*>info@alamomasonry.com<\/a>/);
      expect(mail.html).toMatch(/<a href="https:\/\/www.example.test"[^>]*>www.example.test<\/a>/);
      for (const line of [
        '4515 Walzem Rd, San Antonio, TX 78218',
        'Phone: (210) 555-0142',
        'E-mail: info@alamomasonry.com',
        'Website: https://www.example.test',
      ]) {
        expect(mail.text).toContain(line);
      }
    }
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(visitor.headers).toMatch(/^Reply-To: office@alamomasonry.com$/im);
    expect(visitor.headers).toMatch(/^To: eve@example.com$/im);
    for (const part of [visitor.text, visitor.html]) {
      expect(part).toContain('Hello Eve,');
      expect(part).toContain('(210) 555-0142'); // the built-in contact phone
      expect(part).toContain('Mon-Fri: 8am-6pm');
    }
  });

  it('lists the hours staff saved in the business details (issue 29) in the confirmation', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const t = await start(mailEnv(port));
    await resetDatabase(t.app);
    const business = { ...DEFAULT_CONTENT.business, hoursSaturday: '10am-1pm', hoursSunday: '11am-3pm' };
    await t.app
      .get(DataSource)
      .query(`INSERT INTO "page_content" ("page", "fields", "version") VALUES ('business', $1, 1)`, [
        business,
      ]);
    await request(t.app.getHttpServer())
      .post('/api/public')
      .send(validQuote({ email: 'hours@example.com' }))
      .expect(201);
    await until('the confirmation', () =>
      sink!.received.some((mail) => mail.to.includes('hours@example.com')),
    );
    const visitor = sink.received.find((mail) => mail.to.includes('hours@example.com'))!;
    for (const part of [visitor.text, visitor.html]) {
      expect(part).toContain('Sat: 10am-1pm');
      expect(part).toContain('Sun: 11am-3pm');
    }
  });

  it("repeats nothing of the visitor's in the confirmation but a short first name", async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const t = await start(mailEnv(port));
    await resetDatabase(t.app);
    const post = (quote: Record<string, unknown>) =>
      request(t.app.getHttpServer()).post('/api/public').send(validQuote(quote)).expect(201);
    await post({
      name: 'Maria NAMEMARKER Garza',
      email: 'maria@example.com',
      projectType: 'PROJECTMARKER Patio',
      message: 'Buy cheap pills at https://spam.example/MESSAGEMARKER now',
    });
    // A "first name" that is a payload is not repeated either.
    await post({ name: 'https://spam.example/x Garza', email: 'link@example.com' });
    await post({ name: 'Supercalifragilisticexpialidocious Jones', email: 'long@example.com' });
    await until('6 e-mails', () => sink!.received.length === 6);

    const confirmation = (address: string) => sink!.received.find((mail) => mail.to.includes(address))!;
    const maria = confirmation('maria@example.com');
    for (const part of [maria.subject, maria.headers, maria.text, maria.html]) {
      for (const marker of ['NAMEMARKER', 'PROJECTMARKER', 'MESSAGEMARKER', 'spam.example', 'Garza']) {
        expect(part).not.toContain(marker);
      }
    }
    expect(maria.text).toMatch(/^Hello Maria,$/m);
    // "What you sent us" holds only the server's facts: a project type that is not one of the site's services is
    // "Your project", the ZIP comes with the service area's neighborhood, and the reference is the inquiry's.
    const [stored] = (await t.app
      .get(DataSource)
      .query(`SELECT "id" FROM "inquiry" WHERE "email" = 'maria@example.com'`)) as { id: string }[];
    expect(maria.text).toContain('What you sent us:');
    expect(maria.text).toContain('  Project: Your project');
    expect(maria.text).toContain('  ZIP code: 78205 (Downtown)');
    expect(maria.text).toContain('  Photos: None');
    expect(maria.text).toContain(`  Reference: ${stored!.id.slice(0, 8)} (mention it when you call us)`);
    expect(maria.text).toMatch(/ {2}Received: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T/);
    expect(maria.html).toContain('What you sent us');
    expect(maria.html).toContain('Your project');
    for (const address of ['link@example.com', 'long@example.com']) {
      const mail = confirmation(address);
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(mail.text).not.toContain('spam.example');
      expect(mail.text).not.toContain('Supercalifragilistic');
    }
    // Staff still get everything the visitor wrote.
    const staff = sink.received.find((mail) => mail.subject.includes('NAMEMARKER'))!;
    expect(staff.text).toContain('Buy cheap pills at https://spam.example/MESSAGEMARKER now');
  });

  it("names the project in the confirmation only when it is one of the site's services, in the visitor's language", async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const t = await start(mailEnv(port));
    await resetDatabase(t.app);
    // The business's time zone is a setting (issue 32): the summary's time follows it.
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO "site_settings" ("id", "site_name", "admin_email", "time_zone") VALUES (1, 'Alamo', 'office@alamomasonry.com', 'Asia/Tokyo')`,
      );
    await request(t.app.getHttpServer())
      .post('/api/public')
      .send(validQuote({ email: 'stone@example.com', projectType: '  stone   WORK ', zipCode: '78209' }))
      .expect(201);
    // The form's language (issue 30): the summary is written in it.
    await request(t.app.getHttpServer())
      .post('/api/public')
      .set('Content-Language', 'es')
      .send(validQuote({ email: 'es@example.com', projectType: 'Stone Work', zipCode: '78209' }))
      .expect(201);
    await until('4 e-mails', () => sink!.received.length === 4);

    const stone = sink.received.find((mail) => mail.to.includes('stone@example.com'))!;
    for (const part of [stone.text, stone.html]) {
      expect(part).toContain('Stone Work');
      expect(part).toContain('78209 (Alamo Heights)');
      expect(part).not.toContain('Your project');
    }
    expect(stone.text).not.toContain('stone   WORK');
    expect(stone.text).toMatch(/Received: .* GMT\+9/);
    const spanish = sink.received.find((mail) => mail.to.includes('es@example.com'))!;
    for (const part of [spanish.text, spanish.html]) {
      expect(part).toContain('Lo que nos envió');
      expect(part).toContain('Proyecto');
      expect(part).toContain('Código postal');
      expect(part).toContain('Sitio web');
      expect(part).toContain('Teléfono');
    }
    expect(spanish.text).toContain('Fotos: Ninguna');
    expect(spanish.text).toMatch(/Recibida: \d{1,2} [a-z]{3}\.? \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\. GMT\+9/);
  });

  it('confirms to one address once per 24 hours across instances; every quote is stored and reaches staff', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const shared = {
      ...mailEnv(port),
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: testKeyPrefix(),
    };
    const [a, b] = [await start(shared), await start(shared)];
    // Until an instance's Redis connection is ready it counts confirmations on its own (by design): on a busy machine
    // the first quotes came before it was, and Ann got one confirmation from each instance.
    await until('both instances on Redis', () => a.app.get(RedisService).ready && b.app.get(RedisService).ready);
    await resetDatabase(a.app);
    // One mailbox however it is written: case and a +tag do not make another recipient.
    const addresses = [
      'ann@example.com',
      'Ann@Example.com',
      'ann+2@example.com',
      'ann@example.com',
      'ANN@example.com',
    ];
    for (const [i, email] of addresses.entries()) {
      await request((i % 2 ? b : a).app.getHttpServer())
        .post('/api/public')
        .send(validQuote({ email, name: `Ann ${i}` }))
        .expect(201);
    }
    await request(b.app.getHttpServer())
      .post('/api/public')
      .send(validQuote({ email: 'bob@example.com' }))
      .expect(201);
    // Every quote's e-mails were recorded when it was stored: draining both outboxes sends all there will be.
    await drainOutbox(a.app, b.app);
    expect(sink.received).toHaveLength(8);

    expect(await count(a.app, 'inquiry')).toBe(6);
    const staff = sink.received.filter((mail) => mail.subject.startsWith('New quote request from'));
    const confirmations = sink.received.filter((mail) =>
      mail.subject.startsWith('We received your quote request'),
    );
    expect(staff).toHaveLength(6);
    expect(confirmations.map((mail) => mail.to[0])).toEqual(
      expect.arrayContaining(['ann@example.com', 'bob@example.com']),
    );
    expect(confirmations).toHaveLength(2);
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
