import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SettingsService } from '../settings/settings.service.js';
import {
  DASHBOARD,
  INQUIRY_STATUSES,
  type DashboardFigures,
  type DashboardWeek,
  type FunnelStep,
  type InquiryStatus,
} from 'shared-contracts';

const emptyWeek = (): DashboardWeek => ({
  total: 0,
  byStatus: Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    InquiryStatus,
    number
  >,
});

/**
 * The lead desk's figures (issue 32), counted by PostgreSQL in the business's time zone (Settings > General): weeks
 * start on Monday at midnight there (San Antonio by default), whatever the server's zone and across daylight-saving changes (`AT TIME ZONE` turns each
 * moment into the local wall time before it is bucketed).
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async figures(now: Date = new Date()): Promise<DashboardFigures> {
    const timeZone = await this.settings.timeZone();
    const [weeks, waiting, median, trend, zips, types, funnel] = await Promise.all([
      this.weeks(now, timeZone),
      this.waiting(),
      this.medianFirstResponseHours(now),
      this.trend(now, timeZone),
      this.top('zip_code', now),
      this.top('initcap(lower(trim(project_type)))', now),
      this.funnel(now, timeZone),
    ]);
    return {
      timeZone,
      generatedAt: now.toISOString(),
      ...weeks,
      waiting,
      medianFirstResponseHours: median,
      trend,
      topZipCodes: zips.map(({ value, count }) => ({ zipCode: value, count })),
      topProjectTypes: types.map(({ value, count }) => ({ projectType: value, count })),
      funnel,
    };
  }

  /** Counts one funnel step today (the business's day): one upsert, no read. */
  async countStep(step: FunnelStep, now: Date = new Date()): Promise<void> {
    const timeZone = await this.settings.timeZone();
    await this.db.query(
      `INSERT INTO quote_funnel_day (day, step, count) VALUES (($1::timestamptz AT TIME ZONE $2)::date, $3, 1)
       ON CONFLICT (day, step) DO UPDATE SET count = quote_funnel_day.count + 1`,
      [now, timeZone, step],
    );
  }

  private async weeks(
    now: Date,
    timeZone: string,
  ): Promise<{ thisWeek: DashboardWeek; lastWeek: DashboardWeek }> {
    const rows: { week: 'this' | 'last'; status: InquiryStatus; count: number }[] = await this.db.query(
      `WITH w AS (SELECT date_trunc('week', $1::timestamptz AT TIME ZONE $2) AS this_week)
       SELECT CASE WHEN date_trunc('week', i.created_at AT TIME ZONE $2) = w.this_week THEN 'this' ELSE 'last' END
                AS week,
              i.status, count(*)::int AS count
       FROM inquiry i CROSS JOIN w
       WHERE i.created_at AT TIME ZONE $2 >= w.this_week - interval '7 days' AND i.created_at <= $1
       GROUP BY 1, 2`,
      [now, timeZone],
    );
    const result = { thisWeek: emptyWeek(), lastWeek: emptyWeek() };
    for (const row of rows) {
      const week = row.week === 'this' ? result.thisWeek : result.lastWeek;
      week.byStatus[row.status] = row.count;
      week.total += row.count;
    }
    return result;
  }

  private async waiting(): Promise<DashboardFigures['waiting']> {
    const [oldest, counted] = await Promise.all([
      this.db.query(
        `SELECT id, name, project_type AS "projectType", created_at AS "createdAt"
         FROM inquiry WHERE status = 'New' ORDER BY created_at ASC, id ASC LIMIT $1`,
        [DASHBOARD.listSize],
      ) as Promise<{ id: string; name: string; projectType: string; createdAt: Date }[]>,
      this.db.query(`SELECT count(*)::int AS count FROM inquiry WHERE status = 'New'`) as Promise<
        { count: number }[]
      >,
    ]);
    return {
      count: counted[0]?.count ?? 0,
      oldest: oldest.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt).toISOString() })),
    };
  }

  /** Median hours from arrival to the first change out of New, over the leads of the last windowDays. */
  private async medianFirstResponseHours(now: Date): Promise<number | null> {
    const rows: { hours: number | null }[] = await this.db.query(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_change - created_at) / 3600)
                AS hours
       FROM (SELECT i.created_at, min(c.created_at) AS first_change
             FROM inquiry i JOIN inquiry_status_change c ON c.inquiry_id = i.id AND c.from_status = 'New'
             WHERE i.created_at > $1::timestamptz - make_interval(days => $2) AND i.created_at <= $1
             GROUP BY i.id, i.created_at) answered`,
      [now, DASHBOARD.windowDays],
    );
    const hours = rows[0]?.hours ?? null;
    return hours === null ? null : Math.round(Number(hours) * 10) / 10;
  }

  private async trend(now: Date, timeZone: string): Promise<DashboardFigures['trend']> {
    return this.db.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', $1::timestamptz AT TIME ZONE $2) - make_interval(weeks => $3 - 1),
                                date_trunc('week', $1::timestamptz AT TIME ZONE $2), interval '1 week') AS week_start)
       SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS "weekStart", count(i.id)::int AS count
       FROM weeks LEFT JOIN inquiry i
         ON date_trunc('week', i.created_at AT TIME ZONE $2) = weeks.week_start AND i.created_at <= $1
       GROUP BY weeks.week_start ORDER BY weeks.week_start`,
      [now, timeZone, DASHBOARD.trendWeeks],
    );
  }

  /** The most frequent values of a column (an expression of ours, never input) over the last windowDays. */
  private async top(expression: string, now: Date): Promise<{ value: string; count: number }[]> {
    return this.db.query(
      `SELECT ${expression} AS value, count(*)::int AS count FROM inquiry
       WHERE created_at > $1::timestamptz - make_interval(days => $2) AND created_at <= $1
       GROUP BY 1 ORDER BY count DESC, value ASC LIMIT $3`,
      [now, DASHBOARD.windowDays, DASHBOARD.listSize],
    );
  }

  private async funnel(now: Date, timeZone: string): Promise<DashboardFigures['funnel']> {
    const rows: { step: FunnelStep; count: number }[] = await this.db.query(
      `SELECT step, sum(count)::int AS count FROM quote_funnel_day
       WHERE day > ($1::timestamptz AT TIME ZONE $2)::date - $3::int GROUP BY step`,
      [now, timeZone, DASHBOARD.funnelDays],
    );
    const of = (step: FunnelStep) => rows.find((row) => row.step === step)?.count ?? 0;
    return { visits: of('visit'), starts: of('start'), sends: of('send') };
  }
}
