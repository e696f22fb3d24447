import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from 'shared-contracts';
import { EnvironmentVariables } from '../../config/env.js';
import { RedisService } from '../../redis/redis.service.js';

const WINDOW_MS = 60_000;

/** INCRBY both counters, start the window on the first hit; answers [uploads, bytes, ms left]. */
const TAKE = `
local count = redis.call('INCRBY', KEYS[1], 1)
local bytes = redis.call('INCRBY', KEYS[2], ARGV[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if bytes == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
local bttl = redis.call('PTTL', KEYS[2])
return {count, bytes, ttl, bttl}`;

interface Window {
  count: number;
  bytes: number;
  countResetAt: number;
  bytesResetAt: number;
}

/**
 * Per-visitor limits of the quote photo upload (issue 31): QUOTE_PHOTO_LIMIT_COUNT uploads and QUOTE_PHOTO_LIMIT_BYTES
 * bytes a minute per client (clientBucket), counted in Redis while it answers, so every instance shares them (as the
 * quote limit); in this process while it does not. Over either: 429 with Retry-After and a message saying which.
 * THROTTLE_ENABLED=false turns it off with the quote limit.
 */
@Injectable()
export class QuotePhotoLimiter {
  private readonly logger = new Logger('QuotePhotoLimit');
  private readonly local = new Map<string, Window>();
  private degraded = false;

  constructor(
    private readonly env: EnvironmentVariables,
    private readonly redis: RedisService,
  ) {}

  /** Counts one upload of `bytes` for `client`; throws the 429 when over a limit. Returns nothing otherwise. */
  async take(client: string, bytes: number): Promise<void> {
    if (!this.env.THROTTLE_ENABLED) return;
    const now = Date.now();
    const [count, total, countTtl, bytesTtl] =
      (await this.shared(client, bytes)) ?? this.inMemory(client, bytes, now);
    const retry = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    if (count > this.env.QUOTE_PHOTO_LIMIT_COUNT) {
      throw new TooManyPhotos(
        MESSAGES.quotePhotos.tooManyUploads(retry(countTtl)),
        ERROR_CODES.PHOTO_UPLOADS_LIMIT,
        retry(countTtl),
        this.env.QUOTE_PHOTO_LIMIT_COUNT,
      );
    }
    if (total > this.env.QUOTE_PHOTO_LIMIT_BYTES) {
      throw new TooManyPhotos(
        MESSAGES.quotePhotos.tooManyBytes(retry(bytesTtl)),
        ERROR_CODES.PHOTO_BYTES_LIMIT,
        retry(bytesTtl),
        this.env.QUOTE_PHOTO_LIMIT_BYTES,
      );
    }
  }

  private async shared(client: string, bytes: number): Promise<[number, number, number, number] | null> {
    if (!this.redis.client || !this.redis.ready) {
      if (this.redis.client) this.degrade(`connection ${this.redis.client.status}`);
      return null;
    }
    try {
      const answer = (await this.redis.client.eval(
        TAKE,
        2,
        `quote-photos:count:${client}`,
        `quote-photos:bytes:${client}`,
        String(bytes),
        String(WINDOW_MS),
      )) as [number, number, number, number];
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Quote photo limits counted in Redis again');
      }
      return answer.map(Number) as [number, number, number, number];
    } catch (error) {
      this.degrade(String(error));
      return null;
    }
  }

  private inMemory(client: string, bytes: number, now: number): [number, number, number, number] {
    if (this.local.size > 10_000) {
      for (const [key, window] of this.local)
        if (window.countResetAt <= now && window.bytesResetAt <= now) this.local.delete(key);
    }
    const window = this.local.get(client) ?? { count: 0, bytes: 0, countResetAt: 0, bytesResetAt: 0 };
    if (window.countResetAt <= now) Object.assign(window, { count: 0, countResetAt: now + WINDOW_MS });
    if (window.bytesResetAt <= now) Object.assign(window, { bytes: 0, bytesResetAt: now + WINDOW_MS });
    window.count += 1;
    window.bytes += bytes;
    this.local.set(client, window);
    return [window.count, window.bytes, window.countResetAt - now, window.bytesResetAt - now];
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      `Redis unavailable (${reason}): quote photo limits counted per instance until it returns`,
    );
  }
}

/** 429 carrying the seconds for Retry-After (set by the controller) and the limit a minute it went over. */
export class TooManyPhotos extends HttpException {
  constructor(
    message: string,
    code: typeof ERROR_CODES.PHOTO_UPLOADS_LIMIT | typeof ERROR_CODES.PHOTO_BYTES_LIMIT,
    readonly retryAfterSeconds: number,
    limit: number,
  ) {
    super({ message, code, params: { retryAfterSeconds, limit } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
