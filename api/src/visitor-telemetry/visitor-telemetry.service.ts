import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isVisitorMetric,
  scrubVisitorText,
  SITE_HEALTH,
  type SiteHealth,
  type VisitorMetric,
  type VisitorReport,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { EnvironmentVariables } from '../config/env.js';
import { vitalBucket, vitalBucketValue } from './vital-buckets.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Days are UTC days: reports come from every time zone, and the page only needs a stable 7-day window. */
const DAY_OF = `($1::timestamptz AT TIME ZONE 'UTC')::date`;

/**
 * Visitors' reports (issue 45), stored aggregated: a web vital adds one to its histogram bucket, an error one to its
 * message's count, per day, route, language and remote build; nothing identifies a visitor. Days older than
 * VISITOR_REPORT_RETENTION_DAYS are deleted at start and hourly.
 */
@Injectable()
export class VisitorTelemetryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(VisitorTelemetryService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly env: EnvironmentVariables,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.pruneQuietly();
    this.timer = setInterval(() => void this.pruneQuietly(), PRUNE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Adds one report to today's counts: one upsert, no read. */
  async record(report: VisitorReport, now: Date = new Date()): Promise<void> {
    const tags = [now, report.route, report.language, report.remote, report.remoteVersion, report.kind];
    if (isVisitorMetric(report.kind)) {
      await this.db.query(
        `INSERT INTO visitor_vital_day (day, route, language, remote, remote_version, metric, bucket, count)
         VALUES (${DAY_OF}, $2, $3, $4, $5, $6, $7, 1)
         ON CONFLICT ON CONSTRAINT "PK_visitor_vital_day" DO UPDATE SET count = visitor_vital_day.count + 1`,
        [...tags, vitalBucket(report.kind, report.value ?? 0)],
      );
      return;
    }
    await this.db.query(
      `INSERT INTO visitor_error_day (day, route, language, remote, remote_version, kind, message, count)
       VALUES (${DAY_OF}, $2, $3, $4, $5, $6, $7, 1)
       ON CONFLICT ON CONSTRAINT "PK_visitor_error_day" DO UPDATE SET count = visitor_error_day.count + 1`,
      [...tags, scrubVisitorText(report.message ?? '')],
    );
  }

  /** Deletes the days past the retention limit; answers how many rows went. */
  async prune(now: Date = new Date()): Promise<number> {
    const keep = this.env.VISITOR_REPORT_RETENTION_DAYS;
    let removed = 0;
    for (const table of ['visitor_vital_day', 'visitor_error_day']) {
      const [, count] = (await this.db.query(`DELETE FROM ${table} WHERE day <= ${DAY_OF} - $2::int`, [
        now,
        keep,
      ])) as [unknown, number];
      removed += count;
    }
    return removed;
  }

  private async pruneQuietly(): Promise<void> {
    try {
      const removed = await this.prune();
      if (removed > 0) this.logger.log(`Deleted ${removed} visitor report row(s) past their retention`);
    } catch (error) {
      this.logger.warn(`Visitor reports were not pruned this time: ${String(error)}`);
    }
  }

  /** The Site health page: the last SITE_HEALTH.windowDays days (today included). */
  async siteHealth(now: Date = new Date()): Promise<SiteHealth> {
    const [vitals, errors] = await Promise.all([this.vitals(now), this.errors(now)]);
    return {
      windowDays: SITE_HEALTH.windowDays,
      retentionDays: this.env.VISITOR_REPORT_RETENTION_DAYS,
      generatedAt: now.toISOString(),
      vitals,
      errors,
    };
  }

  private async vitals(now: Date): Promise<SiteHealth['vitals']> {
    // The 75th percentile of each route's histogram: the first bucket whose running count reaches 75% of the total.
    const rows: { route: string; metric: VisitorMetric; bucket: number; total: number }[] = await this.db.query(
      `WITH h AS (
         SELECT route, metric, bucket, sum(count) AS n FROM visitor_vital_day
         WHERE day > ${DAY_OF} - $2::int GROUP BY route, metric, bucket
       ), c AS (
         SELECT route, metric, bucket,
                sum(n) OVER (PARTITION BY route, metric ORDER BY bucket) AS running,
                sum(n) OVER (PARTITION BY route, metric) AS total
         FROM h
       )
       SELECT DISTINCT ON (route, metric) route, metric::text AS metric, bucket, total::int AS total
       FROM c WHERE running >= 0.75 * total ORDER BY route, metric, bucket`,
      [now, SITE_HEALTH.windowDays],
    );
    const byRoute = new Map<string, SiteHealth['vitals'][number]>();
    for (const row of rows) {
      const entry = byRoute.get(row.route) ?? { route: row.route, samples: 0, lcpP75: null, inpP75: null, clsP75: null };
      const p75 = vitalBucketValue(row.metric, row.bucket);
      if (row.metric === 'LCP') entry.lcpP75 = p75;
      if (row.metric === 'INP') entry.inpP75 = p75;
      if (row.metric === 'CLS') entry.clsP75 = p75;
      // Every page load reports LCP (or, left at once, none): the most reported vital counts the page loads.
      entry.samples = Math.max(entry.samples, row.total);
      byRoute.set(row.route, entry);
    }
    return [...byRoute.values()].sort(
      (a, b) => (b.lcpP75 ?? -1) - (a.lcpP75 ?? -1) || a.route.localeCompare(b.route),
    );
  }

  private async errors(now: Date): Promise<SiteHealth['errors']> {
    const rows: {
      remote: string;
      remote_version: string;
      kind: 'error' | 'rejection';
      message: string;
      count: number;
      last_day: string;
    }[] = await this.db.query(
      `SELECT remote, remote_version, kind::text AS kind, message, sum(count)::int AS count,
              to_char(max(day), 'YYYY-MM-DD') AS last_day
       FROM visitor_error_day WHERE day > ${DAY_OF} - $2::int
       GROUP BY remote, remote_version, kind, message
       ORDER BY count DESC, message`,
      [now, SITE_HEALTH.windowDays],
    );
    const byVersion = new Map<string, SiteHealth['errors'][number]>();
    for (const row of rows) {
      const key = `${row.remote} ${row.remote_version}`;
      const entry = byVersion.get(key) ?? {
        remote: row.remote,
        remoteVersion: row.remote_version,
        count: 0,
        lastDay: row.last_day,
        messages: [],
      };
      entry.count += row.count;
      if (row.last_day > entry.lastDay) entry.lastDay = row.last_day;
      if (entry.messages.length < SITE_HEALTH.topMessages)
        entry.messages.push({ kind: row.kind, message: row.message, count: row.count });
      byVersion.set(key, entry);
    }
    return [...byVersion.values()].sort((a, b) => b.count - a.count || a.remote.localeCompare(b.remote));
  }
}
