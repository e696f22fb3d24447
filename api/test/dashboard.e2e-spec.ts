import { API_PATHS, type DashboardFigures, type InquiryStatus } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { DashboardService } from '../src/dashboard/dashboard.service.js';
import { apiSuite } from './helpers/suite.js';

/**
 * Issue 32: the lead desk's figures from fixed data, counted by PostgreSQL in San Antonio's time zone (weeks start
 * Monday 00:00 America/Chicago), and the quote form's funnel beacon. Against the real PostgreSQL of DATABASE_URL.
 */

interface Lead {
  at: string;
  status?: InquiryStatus;
  zip?: string;
  type?: string;
  /** When it first left New (a status change from New). */
  answeredAt?: string;
}

describe('dashboard figures', () => {
  const suite = apiSuite({ staff: true });
  const db = () => suite.t.app.get(DataSource);
  const service = () => suite.t.app.get(DashboardService);

  async function seed(leads: Lead[]): Promise<void> {
    for (const [index, lead] of leads.entries()) {
      const [row] = (await db().query(
        `INSERT INTO inquiry (created_at, name, email, phone, zip_code, project_type, message, status)
         VALUES ($1, $2, $3, '2105550100', $4, $5, 'A fixed lead for the dashboard test.', $6) RETURNING id`,
        [
          lead.at,
          `Lead ${index}`,
          `lead${index}@example.com`,
          lead.zip ?? '78209',
          lead.type ?? 'Stone Patio',
          lead.status ?? 'New',
        ],
      )) as { id: string }[];
      const id = row!.id;
      if (lead.answeredAt)
        await db().query(
          `INSERT INTO inquiry_status_change (inquiry_id, created_at, staff_uid, staff_email, from_status, to_status)
           VALUES ($1, $2, 'uid', 'staff@alamomasonry.com', 'New', $3)`,
          [id, lead.answeredAt, lead.status ?? 'Responded'],
        );
    }
  }

  it('counts this week and last by status, the waiting leads oldest first, and the median first response', async () => {
    // Wednesday 2026-11-25 12:00 in San Antonio (CST, UTC-6); this week began Monday 2026-11-23 00:00 CST.
    const now = new Date('2026-11-25T18:00:00Z');
    await seed([
      { at: '2026-11-23T06:30:00Z', status: 'Responded', answeredAt: '2026-11-23T08:30:00Z' }, // Mon 00:30: this week
      { at: '2026-11-24T15:00:00Z', status: 'New' },
      { at: '2026-11-25T17:00:00Z', status: 'Closed', answeredAt: '2026-11-25T17:30:00Z' },
      { at: '2026-11-23T05:30:00Z', status: 'New' }, // Sun 23:30 CST: last week, though Monday in UTC
      { at: '2026-11-17T15:00:00Z', status: 'Responded', answeredAt: '2026-11-18T15:00:00Z' },
      { at: '2026-11-10T15:00:00Z', status: 'New' }, // two weeks ago: in neither week, still waiting
    ]);
    const figures = await service().figures(now);
    expect(figures.timeZone).toBe('America/Chicago');
    expect(figures.thisWeek).toEqual({ total: 3, byStatus: { New: 1, Responded: 1, Closed: 1 } });
    expect(figures.lastWeek).toEqual({ total: 2, byStatus: { New: 1, Responded: 1, Closed: 0 } });
    expect(figures.waiting.count).toBe(3);
    expect(figures.waiting.oldest.map((lead) => lead.createdAt)).toEqual([
      '2026-11-10T15:00:00.000Z',
      '2026-11-23T05:30:00.000Z',
      '2026-11-24T15:00:00.000Z',
    ]);
    // Answered after 2 h, 0.5 h and 24 h: the median is 2 h.
    expect(figures.medianFirstResponseHours).toBe(2);
  });

  it('buckets the 12-week trend by the local Monday across the daylight-saving change', async () => {
    // Daylight saving began Sunday 2026-03-08 02:00 CST. Now: Thursday 2026-03-12, noon CDT (UTC-5).
    const now = new Date('2026-03-12T17:00:00Z');
    await seed([
      { at: '2026-03-09T04:30:00Z' }, // Sunday 2026-03-08 23:30 CDT: week of Monday 03-02 (UTC says Monday 03-09)
      { at: '2026-03-09T05:30:00Z' }, // Monday 2026-03-09 00:30 CDT: this week
      { at: '2026-03-02T06:30:00Z' }, // Monday 2026-03-02 00:30 CST: week of 03-02
      { at: '2026-03-02T05:30:00Z' }, // Sunday 2026-03-01 23:30 CST: week of 02-23
      { at: '2025-12-14T18:00:00Z' }, // 13 weeks ago: outside the trend
    ]);
    const { trend } = await service().figures(now);
    expect(trend).toHaveLength(12);
    expect(trend[0]!.weekStart).toBe('2025-12-22');
    expect(trend.slice(-3)).toEqual([
      { weekStart: '2026-02-23', count: 1 },
      { weekStart: '2026-03-02', count: 2 },
      { weekStart: '2026-03-09', count: 1 },
    ]);
    expect(trend.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });

  it("counts in the business's time zone of Settings > General (issue 32), and says which", async () => {
    const now = new Date('2026-03-12T17:00:00Z');
    // Sunday 2026-03-08 10:00 in San Antonio is already Monday 03-09 01:00 in Tokyo: another week there.
    await seed([{ at: '2026-03-08T16:00:00Z' }]);
    expect((await service().figures(now)).trend.at(-2)).toEqual({ weekStart: '2026-03-02', count: 1 });
    await db().query(
      `INSERT INTO site_settings (id, site_name, admin_email, time_zone) VALUES (1, 'Alamo', 'a@alamomasonry.com', 'Asia/Tokyo')`,
    );
    const figures = await service().figures(now);
    expect(figures.timeZone).toBe('Asia/Tokyo');
    expect(figures.trend.at(-1)).toEqual({ weekStart: '2026-03-09', count: 1 });
  });

  it('lists where leads come from: ZIP codes and project types, most frequent first, spellings merged', async () => {
    const now = new Date('2026-11-25T18:00:00Z');
    await seed([
      { at: '2026-11-20T15:00:00Z', zip: '78209', type: 'Stone Patio' },
      { at: '2026-11-19T15:00:00Z', zip: '78209', type: ' stone patio ' },
      { at: '2026-11-18T15:00:00Z', zip: '78130', type: 'Outdoor Kitchen' },
      { at: '2026-05-01T15:00:00Z', zip: '78006', type: 'Mailbox' }, // older than 90 days
    ]);
    const figures = await service().figures(now);
    expect(figures.topZipCodes).toEqual([
      { zipCode: '78209', count: 2 },
      { zipCode: '78130', count: 1 },
    ]);
    expect(figures.topProjectTypes).toEqual([
      { projectType: 'Stone Patio', count: 2 },
      { projectType: 'Outdoor Kitchen', count: 1 },
    ]);
  });

  it('has no median response time and an empty week when nothing came in', async () => {
    const figures = await service().figures(new Date('2026-11-25T18:00:00Z'));
    expect(figures.medianFirstResponseHours).toBeNull();
    expect(figures.thisWeek.total).toBe(0);
    expect(figures.funnel).toEqual({ visits: 0, starts: 0, sends: 0 });
  });

  it('is served to staff as GET /api/admin/dashboard', async () => {
    await seed([{ at: new Date().toISOString() }]);
    const res = await suite.http().get(API_PATHS.adminDashboard()).set(suite.auth).expect(200);
    const figures = res.body as DashboardFigures;
    expect(figures.thisWeek.total + figures.lastWeek.total).toBeGreaterThanOrEqual(1);
    expect(figures.trend).toHaveLength(12);
  });
});

describe('the quote form funnel beacon', () => {
  const suite = apiSuite();

  it('counts each step per business day, anonymously, and the dashboard adds up the last 28 days', async () => {
    for (const step of ['visit', 'visit', 'visit', 'start', 'start', 'send'] as const)
      await suite.http().post(API_PATHS.funnelStep(step)).expect(204);
    const ds = suite.t.app.get(DataSource);
    expect(await ds.query(`SELECT step, count FROM quote_funnel_day ORDER BY step`)).toEqual([
      { step: 'visit', count: 3 },
      { step: 'start', count: 2 },
      { step: 'send', count: 1 },
    ]);
    // A count from 40 days ago is outside the funnel's window.
    await ds.query(`INSERT INTO quote_funnel_day (day, step, count) VALUES (current_date - 40, 'visit', 50)`);
    const figures = await suite.t.app.get(DashboardService).figures();
    expect(figures.funnel).toEqual({ visits: 3, starts: 2, sends: 1 });
  });

  it('refuses a step it does not know with a clear 400, and stores nothing', async () => {
    const res = await suite.http().post('/api/public/funnel/buy').expect(400);
    expect(res.body.message).toBe('Funnel step must be one of visit, start, send');
    expect(await suite.t.app.get(DataSource).query(`SELECT * FROM quote_funnel_day`)).toEqual([]);
  });

  it('answers so that any origin may read it (issue 44: the no-cors beacon was blocked, an error on /contact)', async () => {
    const counted = await suite.http().post(API_PATHS.funnelStep('visit')).expect(204);
    expect(counted.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const refused = await suite.http().post('/api/public/funnel/buy').expect(400);
    expect(refused.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Everything else keeps helmet's same-origin.
    const other = await suite.http().get('/api/health');
    expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
