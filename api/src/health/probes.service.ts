import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
  type HealthCheckResult,
} from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { outboxBacklog } from '../observability/metrics/outbox-backlog.js';
import { RedisService } from '../redis/redis.service.js';
import { HEALTH_CHECK_DEADLINE_MS } from './health.service.js';

/**
 * An e-mail waiting longer than this means sending is stuck (the SMTP server refuses or is away): every retry of a
 * temporary failure is due well within it (NOTIFY_RETRY_MAX_MS).
 */
export const OUTBOX_STALE_SECONDS = 15 * 60;

/**
 * The load balancer's questions (issue 45). Liveness: is the process running its event loop (nothing else, so that a
 * database outage never gets every instance restarted). Readiness: should it get requests: not while shutting down
 * (terminus answers shutting_down after SIGTERM) and not without its database, which every route needs. Redis (when
 * configured) and the outbox's age are reported as `degraded` but keep the instance in: the API works without Redis
 * (limits and cache invalidation per instance) and a stuck outbox is the mail server's problem, which taking every
 * instance out of the balancer would not solve.
 */
@Injectable()
export class ProbesService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly typeOrm: TypeOrmHealthIndicator,
    private readonly indicator: HealthIndicatorService,
    private readonly redis: RedisService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Resolves with terminus' result (ok or degraded); rejects with a ServiceUnavailableException holding it. */
  readiness(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.typeOrm.pingCheck('database', { timeout: HEALTH_CHECK_DEADLINE_MS }),
      ...(this.redis.enabled ? [() => this.redisCheck()] : []),
      () => this.outboxCheck(),
    ]);
  }

  private redisCheck() {
    const session = this.indicator.check('redis');
    return this.redis.ready ? session.up() : session.degraded({ message: 'Redis does not answer' });
  }

  private async outboxCheck() {
    const session = this.indicator.check('outbox');
    try {
      const { pending, oldestSeconds } = await outboxBacklog(this.dataSource);
      const data = { pending, oldestPendingSeconds: Math.round(oldestSeconds) };
      return oldestSeconds > OUTBOX_STALE_SECONDS ? session.degraded(data) : session.up(data);
    } catch {
      return session.degraded({ message: 'the outbox could not be read' });
    }
  }
}
