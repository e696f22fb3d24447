import { Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EnvironmentVariables } from '../config/env.js';
import { ApiMetrics } from '../observability/metrics/api-metrics.js';
import { RedisService } from '../redis/redis.service.js';
import { ReadCache } from './read-cache.js';

/**
 * What a write can make stale: each feature's cached public reads, the inbox pages and counts, and the site settings
 * the server reads on every e-mail and "due" filter (the time zone, issue 32).
 */
export type ReadCacheScope = 'content' | 'gallery' | 'service-area' | 'inquiries' | 'settings';
const SCOPES: readonly ReadCacheScope[] = ['content', 'gallery', 'service-area', 'inquiries', 'settings'];

/** Redis channel (prefixed with REDIS_KEY_PREFIX) on which instances announce their writes. */
export const INVALIDATION_CHANNEL = 'read-cache-invalidate';

interface Invalidation {
  scope: ReadCacheScope;
  /** The instance that wrote, which has cleared its own caches already. */
  from: string;
}

/**
 * Creates the features' read caches and keeps them coherent across instances. A write calls invalidate(scope): this
 * instance's caches of that scope are cleared at once and, with REDIS_URL, every other instance is told on a Redis
 * pub/sub channel and clears its own. Redis rather than PostgreSQL LISTEN/NOTIFY: the instances need Redis anyway for
 * the shared rate limit, a Redis message costs no database connection (LISTEN holds one per instance outside the pool
 * and does not pass through transaction-mode poolers such as PgBouncer), and PGlite has no multi-process NOTIFY.
 * Messages missed while Redis is away are covered by READ_CACHE_TTL_MS, and by clearing everything on reconnect.
 */
@Injectable()
export class ReadCaches implements OnModuleInit {
  private readonly logger = new Logger('ReadCache');
  private readonly instanceId = randomUUID();
  private readonly caches = new Map<ReadCacheScope, ReadCache<unknown>[]>();
  private publishFailing = false;

  constructor(
    private readonly env: EnvironmentVariables,
    private readonly redis: RedisService,
    // Counts hits and misses by scope (issue 45); absent from apps built without the observability module.
    @Optional() private readonly metrics?: ApiMetrics,
  ) {}

  onModuleInit(): void {
    this.redis.subscribe(
      INVALIDATION_CHANNEL,
      (message) => this.receive(message),
      () => {
        // Invalidations published while this instance was cut off are lost: start over.
        for (const scope of SCOPES) this.clearLocal(scope);
      },
    );
  }

  /** A new cache of READ_CACHE_TTL_MS that invalidate(scope) clears. */
  create<T>(scope: ReadCacheScope): ReadCache<T> {
    const cache = new ReadCache<T>(this.env.READ_CACHE_TTL_MS, (hit) => this.metrics?.readCacheLookup(scope, hit));
    const list = this.caches.get(scope) ?? [];
    list.push(cache as ReadCache<unknown>);
    this.caches.set(scope, list);
    return cache;
  }

  /** Clears only this instance's caches of `scope` (before a write, so no read started meanwhile is kept). */
  clearLocal(scope: ReadCacheScope): void {
    for (const cache of this.caches.get(scope) ?? []) cache.clear();
  }

  /**
   * After a committed write: clears this instance's caches of `scope` and tells the other instances. Resolves once
   * Redis has taken the message (so the write's response reaches the client after the other instances were told);
   * never throws: without Redis the others catch up within READ_CACHE_TTL_MS.
   */
  async invalidate(scope: ReadCacheScope): Promise<void> {
    this.clearLocal(scope);
    const client = this.redis.client;
    if (!client || !this.redis.ready) return;
    const message: Invalidation = { scope, from: this.instanceId };
    try {
      await client.publish(this.redis.channel(INVALIDATION_CHANNEL), JSON.stringify(message));
      this.publishFailing = false;
    } catch (error) {
      if (!this.publishFailing)
        this.logger.warn(`Could not tell other instances about a ${scope} write: ${String(error)}`);
      this.publishFailing = true;
    }
  }

  private receive(raw: string): void {
    let message: Partial<Invalidation>;
    try {
      message = JSON.parse(raw) as Partial<Invalidation>;
    } catch {
      return;
    }
    if (message.from === this.instanceId) return;
    if (message.scope && SCOPES.includes(message.scope)) this.clearLocal(message.scope);
  }
}
