import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { outboxBacklog, type OutboxBacklog } from './outbox-backlog.js';

/** The pool node-postgres keeps behind TypeORM's postgres driver (PGlite's adapter is one too, of one connection). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * The API's Prometheus metrics (issue 45), in a registry of this app's own (tests start several apps in one process).
 * Counted as they happen, told by the code that sees them: requests, rate-limit refusals, read-cache lookups, e-mail
 * outcomes. Read at scrape time:
 * the outbox backlog (a query) and the database pool.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 (the quote form and its photos), by route template',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  private readonly readCacheLookups = new Counter({
    name: 'read_cache_lookups_total',
    help: 'Cached public reads, by scope and result (hit: served from memory; miss: read from the database)',
    labelNames: ['scope', 'result'] as const,
    registers: [this.registry],
  });

  private readonly emails = new Counter({
    name: 'email_outbox_attempts_total',
    help: 'E-mail send attempts of this instance, by kind and outcome (sent, retry, failed: given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    // Registered first: a scrape reads the gauges in order, so the pool is seen before the backlog query takes a
    // connection of it.
    new Gauge({
      name: 'db_pool_connections',
      help: "The database pool's connections by state (total, idle, waiting requests, max)",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        if (pool.options?.max) this.set({ state: 'max' }, pool.options.max);
      },
    });
    // One query per scrape for both backlog gauges.
    let reading: Promise<OutboxBacklog> | undefined;
    const backlog = () =>
      (reading ??= outboxBacklog(dataSource).finally(() => setImmediate(() => (reading = undefined))));
    const backlogGauge = (name: string, help: string, pick: (backlog: OutboxBacklog) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: async function (this: Gauge) {
          this.set(pick(await backlog()));
        },
      });
    backlogGauge('email_outbox_backlog', 'E-mails waiting in the outbox (all instances)', (b) => b.pending);
    backlogGauge(
      'email_outbox_oldest_pending_seconds',
      'Age of the oldest e-mail waiting in the outbox',
      (b) => b.oldestSeconds,
    );
  }

  /** A cached public read (ReadCaches tells each one). */
  readCacheLookup(scope: string, hit: boolean): void {
    this.readCacheLookups.inc({ scope, result: hit ? 'hit' : 'miss' });
  }

  /** An e-mail send attempt's outcome (the outbox worker tells each one). */
  emailAttempt(kind: string, outcome: 'sent' | 'retry' | 'failed'): void {
    this.emails.inc({ kind, outcome });
  }
}
