import { API_PATHS, MESSAGES, type SiteHealth, type VisitorReport } from 'shared-contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { VisitorTelemetryService } from '../src/visitor-telemetry/visitor-telemetry.service.js';
import { createUser } from './helpers/auth.js';
import { withTestApp } from './helpers/app.js';
import { count } from './helpers/db.js';
import { apiSuite } from './helpers/suite.js';

/**
 * Issue 45, real visitors: the shell's beacon stores web vitals as daily histograms and errors as daily counts per
 * scrubbed message, per route and remote build; the Site health page reads the last 7 days. Against the real
 * PostgreSQL of DATABASE_URL.
 */

const vital = (route: string, kind: 'LCP' | 'INP' | 'CLS', value: number): VisitorReport => ({
  route,
  language: route.startsWith('/es') ? 'es' : 'en',
  remote: 'mf_public',
  remoteVersion: '1.4.0',
  kind,
  value,
});
const error = (message: string, remoteVersion = '2.0.0', kind: 'error' | 'rejection' = 'error'): VisitorReport => ({
  route: '/admin/content',
  language: 'en',
  remote: 'mf_admin_content',
  remoteVersion,
  kind,
  message,
});
const invalid = MESSAGES.visitorTelemetry.reportInvalid;

describe('visitor reports (the beacon)', () => {
  const suite = apiSuite({ staff: true });
  const send = (report: unknown) => suite.http().post(API_PATHS.visitorReport()).send(report as object);
  const health = async (): Promise<SiteHealth> =>
    (await suite.http().get(API_PATHS.adminSiteHealth()).set(suite.auth).expect(200)).body as SiteHealth;

  it('gives each route the 75th percentile of its LCP, INP and CLS, from per-day histograms', async () => {
    // 8 page loads of /services: LCP 1000..1700 ms; p75 is the 6th value (1500 ms), read from a bucket at most 10% up.
    for (let i = 0; i < 8; i += 1) await send(vital('/services', 'LCP', 1000 + i * 100)).expect(204);
    for (const inp of [40, 80, 120, 480]) await send(vital('/services', 'INP', inp)).expect(204);
    for (const cls of [0, 0, 0.05, 0.2]) await send(vital('/services', 'CLS', cls)).expect(204);
    await send(vital('/es/gallery', 'LCP', 2500)).expect(204);

    const figures = await health();
    expect(figures.windowDays).toBe(7);
    expect(figures.vitals.map((row) => row.route)).toEqual(['/es/gallery', '/services']);
    const services = figures.vitals.find((row) => row.route === '/services')!;
    expect(services.samples).toBe(8);
    expect(services.lcpP75).toBeGreaterThanOrEqual(1500);
    expect(services.lcpP75).toBeLessThanOrEqual(1650);
    expect(services.inpP75).toBeGreaterThanOrEqual(120);
    expect(services.inpP75).toBeLessThanOrEqual(132);
    expect(services.clsP75).toBeGreaterThanOrEqual(0.05);
    expect(services.clsP75).toBeLessThanOrEqual(0.055);
    expect(figures.vitals.find((row) => row.route === '/es/gallery')).toMatchObject({ samples: 1, inpP75: null });
    // A day of any number of loads is a few rows: one per bucket, not one per visitor.
    expect(await count(suite.t.app, 'visitor_vital_day')).toBeLessThanOrEqual(8 + 4 + 3 + 1);
  });

  it('groups errors per remote version, most frequent messages first, scrubbed of personal data', async () => {
    for (let i = 0; i < 3; i += 1) await send(error("Cannot read properties of undefined (reading 'map')")).expect(204);
    await send(error('No quote for jane@example.com at (210) 555-0100', '2.0.0', 'rejection')).expect(204);
    await send(error('Chunk failed', '1.9.0')).expect(204);

    const figures = await health();
    expect(figures.errors).toEqual([
      {
        remote: 'mf_admin_content',
        remoteVersion: '2.0.0',
        count: 4,
        lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        messages: [
          { kind: 'error', message: "Cannot read properties of undefined (reading 'map')", count: 3 },
          { kind: 'rejection', message: 'No quote for <email> at <number>', count: 1 },
        ],
      },
      expect.objectContaining({ remoteVersion: '1.9.0', count: 1 }),
    ]);
    const stored = await suite.t.app.get(DataSource).query(`SELECT message FROM visitor_error_day`);
    expect(JSON.stringify(stored)).not.toMatch(/jane|555/);
  });

  it('reads a beacon: JSON sent as text/plain, answered readable cross-origin, no cookie', async () => {
    const res = await suite
      .http()
      .post(API_PATHS.visitorReport())
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(vital('/', 'LCP', 900)))
      .expect(204);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await health()).vitals).toEqual([expect.objectContaining({ route: '/', samples: 1 })]);

    const notJson = await suite
      .http()
      .post(API_PATHS.visitorReport())
      .set('Content-Type', 'text/plain')
      .send('{"route": "/"')
      .expect(400);
    expect(notJson.body.message).toBe(invalid);
    expect(notJson.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each([
    ['a raw path with a query (personal data)', { ...vital('/', 'LCP', 1), route: '/contact?email=a@b.co' }],
    ['a vital without its value', { ...vital('/', 'LCP', 1), value: undefined }],
    ['a vital carrying a message', { ...vital('/', 'LCP', 1), message: 'hi' }],
    ['an error carrying a value', { ...error('x'), value: 5 }],
    ['an error without its message', { ...error('x'), message: '   ' }],
    ['an unknown remote', { ...vital('/', 'LCP', 1), remote: 'evil' }],
    ['a value out of range', vital('/', 'INP', 10_000_000)],
    ['an extra field (an e-mail smuggled in)', { ...vital('/', 'LCP', 1), email: 'a@b.co' }],
    ['an array', [vital('/', 'LCP', 1)]],
  ])('refuses a forged shape: %s, with a clear 400 and nothing stored', async (_what, body) => {
    const res = await send(body).expect(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await count(suite.t.app, 'visitor_vital_day')).toBe(0);
    expect(await count(suite.t.app, 'visitor_error_day')).toBe(0);
  });

  it('refuses a body larger than a report with 413', async () => {
    const res = await suite
      .http()
      .post(API_PATHS.visitorReport())
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ ...error('x'), message: 'x'.repeat(8000) }));
    expect(res.status).toBe(413);
  });

  it('keeps VISITOR_REPORT_RETENTION_DAYS of days and shows the last 7', async () => {
    const service = suite.t.app.get(VisitorTelemetryService);
    const now = new Date('2026-11-30T12:00:00Z');
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
    await service.record(vital('/', 'LCP', 1000), at(0));
    await service.record(vital('/services', 'LCP', 1000), at(6));
    await service.record(vital('/gallery', 'LCP', 1000), at(7)); // outside the page's 7 days, still kept
    await service.record(error('old'), at(29));
    await service.record(error('expired'), at(30));
    await service.record(vital('/contact', 'LCP', 1000), at(45));

    const page = await service.siteHealth(now);
    expect(page.vitals.map((row) => row.route).sort()).toEqual(['/', '/services']);
    expect(page.errors).toEqual([]);
    expect(page.retentionDays).toBe(30);

    expect(await service.prune(now)).toBe(2);
    const days = await suite.t.app
      .get(DataSource)
      .query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM visitor_vital_day UNION ALL SELECT to_char(day, 'YYYY-MM-DD') FROM visitor_error_day ORDER BY 1`,
      );
    expect(days).toEqual([{ day: '2026-11-01' }, { day: '2026-11-23' }, { day: '2026-11-24' }, { day: '2026-11-30' }]);
  });

  it('serves Site health to staff only: missing, invalid and non-company tokens are refused', async () => {
    const path = API_PATHS.adminSiteHealth();
    expect((await suite.http().get(path)).status).toBe(401);
    expect((await suite.http().get(path).set('Authorization', 'Bearer not-a-jwt')).status).toBe(401);
    const outsider = await createUser({ domain: 'example.com', verified: true });
    const refused = await suite.http().get(path).set('Authorization', `Bearer ${outsider.token}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.auth.notStaff);
    await suite.http().get(path).set(suite.auth).expect(200);
  });
});

describe('visitor reports: a flood', () => {
  it('refuses more than VISITOR_REPORT_LIMIT reports a minute from one client with 429, and stores only those allowed', async () => {
    await withTestApp({ VISITOR_REPORT_LIMIT: '5' }, async (t) => {
      const http = () => request(t.app.getHttpServer());
      const send = () => http().post(API_PATHS.visitorReport()).send(vital('/', 'LCP', 1200));
      for (let i = 0; i < 5; i += 1) await send().expect(204);
      const refused = await send().expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const [row] = await t.app.get(DataSource).query(`SELECT sum(count)::int AS n FROM visitor_vital_day`);
      expect(row.n).toBe(5);
      // The quote form's own limit is another counter: a flood of reports does not block a visitor's quote.
      await http().post(API_PATHS.funnelStep('visit')).expect(204);
    });
  });
});
