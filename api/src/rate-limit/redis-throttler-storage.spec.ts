import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { until } from '../../test/helpers/wait.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/**
 * What the replacement of @nest-lab/throttler-storage-redis (no NestJS 12 release) does, against the machine's Redis
 * (REDIS_TEST_URL, else 127.0.0.1:6379) under a key prefix of this run's own.
 */
describe('RedisThrottlerStorage', () => {
  const prefix = `h48-throttle-${randomUUID().slice(0, 8)}:`;
  const redis = new Redis(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: prefix });
  const storage = new RedisThrottlerStorage(redis);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
  });

  it('counts hits in one window shared by every caller and blocks past the limit', async () => {
    const other = new RedisThrottlerStorage(redis); // another instance, same Redis
    const first = await storage.increment('client-a', 60_000, 2, 30_000, 'quote');
    expect(first).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    expect((await other.increment('client-a', 60_000, 2, 30_000, 'quote')).totalHits).toBe(2);
    const third = await storage.increment('client-a', 60_000, 2, 30_000, 'quote');
    expect(third).toMatchObject({ totalHits: 3, isBlocked: true, timeToBlockExpire: 30 });
    // Another client, or another throttler of the same client, has its own count.
    expect((await storage.increment('client-b', 60_000, 2, 30_000, 'quote')).totalHits).toBe(1);
    expect((await storage.increment('client-a', 60_000, 2, 30_000, 'photos')).totalHits).toBe(1);
    // The keys are the client's (under the connection's prefix) and expire.
    const ttl = await redis.pttl('{client-a:quote}:hits');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.pttl('{client-a:quote}:blocked')).toBeGreaterThan(0);
  });

  it('starts over once the window and the block have run out', async () => {
    await storage.increment('client-c', 200, 1, 200, 'quote');
    expect((await storage.increment('client-c', 200, 1, 200, 'quote')).isBlocked).toBe(true);
    // Both keys expire by themselves (PX): wait for Redis to drop them, then the next hit opens a new window.
    const keys = ['{client-c:quote}:hits', '{client-c:quote}:blocked'];
    await until('the rate limit keys to expire', async () => (await redis.exists(...keys)) === 0, 5000);
    const next = await storage.increment('client-c', 60_000, 1, 30_000, 'quote');
    expect(next).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('refuses an answer that is not the script’s', async () => {
    const broken = new RedisThrottlerStorage({ eval: async () => 'OK' } as unknown as Redis);
    await expect(broken.increment('x', 1000, 1, 1000, 'quote')).rejects.toThrow(TypeError);
  });
});
