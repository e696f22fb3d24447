import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import type { Redis } from 'ioredis';

/**
 * One atomic round trip per hit: count it, start the window on the first hit, block once past the limit, and start
 * over when a block has run out. The algorithm of @nest-lab/throttler-storage-redis 1.2.0 (MIT, after wyattjoh's
 * rate-limit-redis), which has no release for NestJS 12 (its peers stop at 11): ours depends on nothing but ioredis
 * and @nestjs/throttler's ThrottlerStorage interface (redis-throttler-storage.spec.ts tests what it does).
 */
const SCRIPT = `
local hitKey = KEYS[1]
local blockKey = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local blockDuration = tonumber(ARGV[3])
local totalHits = redis.call('INCR', hitKey)
local timeToExpire = redis.call('PTTL', hitKey)
if timeToExpire <= 0 then
  redis.call('PEXPIRE', hitKey, ttl)
  timeToExpire = ttl
end
local isBlocked = redis.call('GET', blockKey)
local timeToBlockExpire = 0
if isBlocked then
  timeToBlockExpire = redis.call('PTTL', blockKey)
elseif totalHits > limit then
  redis.call('SET', blockKey, 1, 'PX', blockDuration)
  isBlocked = '1'
  timeToBlockExpire = blockDuration
end
if isBlocked and timeToBlockExpire <= 0 then
  redis.call('DEL', blockKey)
  redis.call('SET', hitKey, 1, 'PX', ttl)
  totalHits = 1
  timeToExpire = ttl
  isBlocked = false
end
return { totalHits, timeToExpire, isBlocked and 1 or 0, timeToBlockExpire }
`.trim();

/** The throttler's counters in Redis, shared by every instance (keys under the client's own keyPrefix). */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly redis: Redis) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // One hash tag for both keys, so a Redis Cluster keeps them in one slot (a script may touch only one).
    const tag = `{${key}:${throttlerName}}`;
    const result = await this.redis.eval(
      SCRIPT,
      2,
      `${tag}:hits`,
      `${tag}:blocked`,
      ttl,
      limit,
      blockDuration,
    );
    if (!Array.isArray(result) || result.length !== 4 || !result.every((n) => typeof n === 'number')) {
      throw new TypeError(`Unexpected rate limit answer from Redis: ${JSON.stringify(result)}`);
    }
    const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = result as number[];
    return {
      totalHits: totalHits!,
      timeToExpire: Math.ceil(timeToExpire! / 1000),
      isBlocked: isBlocked === 1,
      timeToBlockExpire: Math.ceil(timeToBlockExpire! / 1000),
    };
  }
}
