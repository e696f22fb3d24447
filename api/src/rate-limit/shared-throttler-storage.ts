import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import type { RedisService } from '../redis/redis.service.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/**
 * The quote rate limit's counters: in Redis while it answers, so a client is counted once across every instance;
 * in this process while it does not, so the public form keeps working (each instance then allows THROTTLE_LIMIT on
 * its own: the degraded mode of docs/several-instances.md). The switch happens per request, both ways.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly shared: RedisThrottlerStorage;
  private readonly local = new ThrottlerStorageService();
  private degraded = false;

  constructor(private readonly redis: RedisService) {
    if (!redis.client) throw new Error('SharedThrottlerStorage needs REDIS_URL');
    this.shared = new RedisThrottlerStorage(redis.client);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.redis.ready) {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        if (this.degraded) {
          this.degraded = false;
          this.logger.log('Quote rate limit counted in Redis again (shared by all instances)');
        }
        return record;
      } catch (error) {
        this.degrade(String(error));
      }
    } else {
      this.degrade(`connection ${this.redis.client?.status ?? 'none'}`);
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** Stops the in-memory store's sweep timer (Nest calls it: the throttler module provides this object). */
  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis unavailable (${reason}): quote rate limit counted per instance until it returns`);
  }
}
