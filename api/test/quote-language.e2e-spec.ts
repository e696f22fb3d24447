import request from 'supertest';
import { DataSource } from 'typeorm';
import { InquiryLanguage1797000000000 } from '../src/database/migrations/1797000000000-InquiryLanguage.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createUser } from './helpers/auth.js';
import { resetDatabase } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { freePort } from './helpers/free-port.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { until } from './helpers/wait.js';

/** Issue 30: the quote form's language (Content-Language) is stored and writes the e-mails. */
const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SITE_URL: 'https://www.example.test',
  NOTIFY_POLL_MS: '100',
  NOTIFY_RETRY_BASE_MS: '50',
  NOTIFY_RETRY_MAX_MS: '300',
});

describe("quotes in the visitor's language (issue 30)", () => {
  let t: TestApp;
  let sink: SmtpSink;
  const http = () => request(t.app.getHttpServer());
  const languageOf = async (id: string) =>
    (
      (await t.app.get(DataSource).query(`SELECT "language" FROM "inquiry" WHERE "id" = $1`, [id])) as {
        language: string;
      }[]
    )[0]!.language;
  const quote = (email: string, language?: string, extra: Record<string, string> = {}) => {
    const call = http().post('/api/public');
    if (language !== undefined) call.set('Content-Language', language);
    for (const [name, value] of Object.entries(extra)) call.set(name, value);
    return call.send(validQuote({ name: 'María José Garza', email }));
  };
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const staffMailAbout = (address: string) =>
    sink.received.find(
      (mail) => mail.subject.startsWith('New quote request') && mail.headers.includes(address),
    );

  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    t = await createTestApp(mailEnv(port));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO "site_settings" ("id", "site_name", "admin_email") VALUES (1, 'Alamo Test', 'office@alamomasonry.com')`,
      );
  });

  it('Content-Language: es stores es and sends the confirmation in Spanish; staff read "Language: Spanish"', async () => {
    const res = await quote('maria@example.com', 'es').expect(201);
    // The answer keeps the spec's shape: no language in it.
    expect(res.body).not.toHaveProperty('language');
    expect(await languageOf(res.body.id)).toBe('es');
    await until(
      'both e-mails',
      () => mailsTo('maria@example.com').length === 1 && !!staffMailAbout('maria@example.com'),
    );
    const [visitor] = mailsTo('maria@example.com');
    expect(visitor!.subject).toBe('Recibimos su solicitud de cotización - Alamo Test');
    expect(visitor!.headers).toMatch(/^Content-Language: es$/im);
    for (const part of [visitor!.text, visitor!.html]) {
      expect(part).toContain('Hola María:');
      expect(part).toContain('Gracias por pedir su cotización.');
      expect(part).toContain('Llámenos al');
      expect(part).toContain('(210) 555-0142');
      expect(part).toContain('Horario de atención');
      expect(part).toContain('Lun-Vie: 8 a. m. - 6 p. m.');
      expect(part).toContain('Dom: Cerrado');
      expect(part).not.toMatch(/Thank you|Business hours|Hello/);
    }
    expect(visitor!.html).toContain('<html lang="es">');
    const staff = staffMailAbout('maria@example.com')!;
    // Staff's e-mail stays English and names the visitor's language.
    expect(staff.text).toContain('Language: Spanish');
    expect(staff.html).toContain(
      '<th align="left" valign="top" style="padding:4px 12px 4px 0">Language</th>',
    );
    expect(staff.html).toContain('Spanish');
  });

  it.each([
    ['absent', undefined],
    ['en', 'en'],
    ['ES (any case)', 'ES'],
  ])('Content-Language %s: the e-mails in the matching language', async (what, header) => {
    const spanish = header?.toLowerCase() === 'es';
    const address = `ann-${what.replace(/\W/g, '')}@example.com`;
    const res = await quote(address, header).expect(201);
    expect(await languageOf(res.body.id)).toBe(spanish ? 'es' : 'en');
    await until('both e-mails', () => mailsTo(address).length === 1 && !!staffMailAbout(address));
    expect(mailsTo(address)[0]!.subject).toBe(
      spanish
        ? 'Recibimos su solicitud de cotización - Alamo Test'
        : 'We received your quote request - Alamo Test',
    );
    expect(staffMailAbout(address)!.text).toContain(spanish ? 'Language: Spanish' : 'Language: English');
  });

  it.each(['fr', 'es-MX', 'en, es', '', 'x'.repeat(300)])(
    'Content-Language "%s" is never a reason to refuse a quote: stored in English',
    async (header) => {
      const res = await quote('bob@example.com', header).expect(201);
      expect(await languageOf(res.body.id)).toBe('en');
    },
  );

  it('an idempotent quote keeps the language of the request that stored it', async () => {
    const key = '6f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f';
    const first = await quote('idem@example.com', 'es', { 'Idempotency-Key': key }).expect(201);
    const again = await quote('idem@example.com', 'es', { 'Idempotency-Key': key }).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await languageOf(first.body.id)).toBe('es');
    await until('the confirmation', () => mailsTo('idem@example.com').length === 1);
    expect(mailsTo('idem@example.com')[0]!.subject).toMatch(/^Recibimos/);
  });

  it("staff see the inquiry's language in the admin payload", async () => {
    const staff = await createUser();
    await quote('lang@example.com', 'es').expect(201);
    const list = await http()
      .get('/api/admin/inquiries')
      .set({ Authorization: `Bearer ${staff.token}` })
      .expect(200);
    expect(list.body).toEqual([expect.objectContaining({ email: 'lang@example.com', language: 'es' })]);
  });

  it('the migration keeps every stored inquiry, in English', async () => {
    const res = await quote('old@example.com').expect(201);
    const ds = t.app.get(DataSource);
    const runner = ds.createQueryRunner();
    try {
      const migration = new InquiryLanguage1797000000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await languageOf(res.body.id)).toBe('en');
    const [row] = (await ds.query(`SELECT "email" FROM "inquiry" WHERE "id" = $1`, [res.body.id])) as {
      email: string;
    }[];
    expect(row!.email).toBe('old@example.com');
  });
});
