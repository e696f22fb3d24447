import { API_PATHS } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { FollowUpDigestService } from '../src/inquiries/follow-ups/follow-up-digest.service.js';
import { freePort } from './helpers/free-port.js';
import { drainOutbox } from './helpers/outbox.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { apiSuite } from './helpers/suite.js';

/**
 * Issue 32: the daily digest of follow-ups. Who is in it (their due follow-ups; leads waiting in New for more than a
 * day that are theirs or nobody's), once per member and business day, only for members who switched it on, from
 * 7 am in San Antonio. Against the real PostgreSQL of DATABASE_URL, the Auth emulator and a local SMTP server.
 */
const COLLEAGUE = 'crew@alamomasonry.com';

describe('the follow-up digest', () => {
  const env: Record<string, string> = { SITE_URL: 'https://www.example.test', NOTIFY_POLL_MS: '100' };
  let sink: SmtpSink;
  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });
  afterAll(async () => sink.close());
  const suite = apiSuite({ staff: true, env });
  const db = () => suite.t.app.get(DataSource);
  const digests = () => suite.t.app.get(FollowUpDigestService);
  // The signed-in staff member of the suite, whose leads these are.
  const me = () => suite.staff.email.toLowerCase();

  async function lead(
    name: string,
    values: { at: string; status?: string; assignee?: string; followUp?: string },
  ) {
    await db().query(
      `INSERT INTO inquiry (created_at, name, email, phone, zip_code, project_type, message, status, assignee_email, follow_up_on)
       VALUES ($1, $2, 'lead@example.com', '2105550100', '78209', 'Stone Patio', 'A lead for the digest test.', $3, $4, $5)`,
      [values.at, name, values.status ?? 'New', values.assignee ?? null, values.followUp ?? null],
    );
  }

  // Wednesday 2026-11-25, 08:00 in San Antonio (CST, UTC-6).
  const MORNING = new Date('2026-11-25T14:00:00Z');

  async function seed() {
    await lead('Due mine', {
      at: '2026-11-24T15:00:00Z',
      status: 'Responded',
      assignee: me(),
      followUp: '2026-11-25',
    });
    await lead('Overdue mine', {
      at: '2026-11-10T15:00:00Z',
      status: 'Responded',
      assignee: me(),
      followUp: '2026-11-20',
    });
    await lead('Later mine', {
      at: '2026-11-24T15:00:00Z',
      status: 'Responded',
      assignee: me(),
      followUp: '2026-11-27',
    });
    await lead('Closed mine', {
      at: '2026-11-10T15:00:00Z',
      status: 'Closed',
      assignee: me(),
      followUp: '2026-11-20',
    });
    await lead('Due colleague', {
      at: '2026-11-20T15:00:00Z',
      status: 'Responded',
      assignee: COLLEAGUE,
      followUp: '2026-11-25',
    });
    await lead('Waiting nobody', { at: '2026-11-23T15:00:00Z' });
    await lead('Waiting colleague', { at: '2026-11-23T15:00:00Z', assignee: COLLEAGUE });
    await lead('New today', { at: '2026-11-25T13:00:00Z' });
  }

  it("selects a member's due follow-ups, then leads waiting in New over a day that are theirs or nobody's", async () => {
    await seed();
    const selection = await digests().selection(me(), MORNING);
    expect(selection.map((item) => [item.name, item.reason])).toEqual([
      ['Overdue mine', 'due'],
      ['Due mine', 'due'],
      ['Waiting nobody', 'waiting'],
    ]);
    expect((await digests().selection(COLLEAGUE, MORNING)).map((item) => item.name)).toEqual([
      'Due colleague',
      'Waiting nobody',
      'Waiting colleague',
    ]);
  });

  it('sends each member who wants it one digest a business day, from 7 am, with links to the inquiries', async () => {
    await seed();
    // Switched on through the settings call, as the Settings page does.
    await suite
      .http()
      .put(API_PATHS.adminNotificationPreferences())
      .set(suite.auth)
      .send({ email: true, browser: true, digest: true })
      .expect(200);
    const before = new Date('2026-11-25T12:30:00Z'); // 06:30 in San Antonio
    expect(await digests().sendDue(before)).toBe(0);
    expect(await digests().sendDue(MORNING)).toBe(1);
    expect(await digests().sendDue(new Date(MORNING.getTime() + 3_600_000))).toBe(0); // same day: not again

    await drainOutbox(suite.t.app);
    expect(sink.received.filter((mail) => mail.subject.includes('follow-up'))).toHaveLength(1);
    const mail = sink.received.find((received) => received.subject.includes('follow-up'))!;
    expect(mail.to).toEqual([suite.staff.email]);
    expect(mail.subject).toContain('2 follow-ups due, 1 waiting in New');
    expect(mail.text).toMatch(
      /Overdue mine - Stone Patio \(follow up 2026-11-20\): https:\/\/www\.example\.test\/admin\/inquiries\?inquiry=/,
    );
    expect(mail.text).not.toContain('Later mine');
    expect(mail.text).not.toContain('Due colleague');
    // The next business day it goes again.
    expect(await digests().sendDue(new Date('2026-11-26T14:00:00Z'))).toBe(1);
  });

  it("waits for 7 am in the business's time zone of Settings > General (issue 32)", async () => {
    await seed();
    await db().query(
      `INSERT INTO site_settings (id, site_name, admin_email, time_zone) VALUES (1, 'Alamo', 'a@alamomasonry.com', 'America/Los_Angeles')`,
    );
    await db().query(
      `INSERT INTO staff_notification_preferences (uid, email, email_enabled, browser_enabled, digest_enabled)
       VALUES ('digest-uid', $1, true, true, true)`,
      [me()],
    );
    // 08:00 in San Antonio is 06:00 in Los Angeles: not yet; 07:00 there is.
    expect(await digests().sendDue(MORNING)).toBe(0);
    expect(await digests().sendDue(new Date('2026-11-25T15:00:00Z'))).toBe(1);
  });

  it('sends nothing to a member who did not switch it on, and nothing when nothing waits', async () => {
    await seed();
    await suite.http().get(API_PATHS.adminNotificationPreferences()).set(suite.auth).expect(200);
    expect(await digests().sendDue(MORNING)).toBe(0);
    await suite
      .http()
      .put(API_PATHS.adminNotificationPreferences())
      .set(suite.auth)
      .send({ email: true, browser: true, digest: true })
      .expect(200);
    await db().query(`DELETE FROM inquiry`);
    expect(await digests().sendDue(MORNING)).toBe(0);
  });

  it('keeps the digest switch when a save leaves it out, and reads it back', async () => {
    const prefs = API_PATHS.adminNotificationPreferences();
    await suite
      .http()
      .put(prefs)
      .set(suite.auth)
      .send({ email: true, browser: true, digest: true })
      .expect(200);
    const saved = await suite
      .http()
      .put(prefs)
      .set(suite.auth)
      .send({ email: false, browser: true })
      .expect(200);
    expect(saved.body).toEqual({ email: false, browser: true, digest: true });
    const bad = await suite
      .http()
      .put(prefs)
      .set(suite.auth)
      .send({ email: true, browser: true, digest: 'yes' });
    expect(bad.status).toBe(400);
  });
});
