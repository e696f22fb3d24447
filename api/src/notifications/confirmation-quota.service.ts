import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RedisService } from '../redis/redis.service.js';

/** At most one visitor confirmation per recipient in this window: the form cannot be used to flood a mailbox. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Addresses this process remembers while Redis is away or unset; beyond it the oldest are forgotten early. */
const LOCAL_MAX_ENTRIES = 100_000;

/**
 * The mailbox an address delivers to, as a key that keeps the address itself out of Redis: case and a "+tag"
 * (user+1@, user+2@ all reach user@) do not make another recipient.
 */
function recipientKey(address: string): string {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  const mailbox = `${local.split('+')[0]}@${domain}`;
  return `confirmation-sent:${createHash('sha256').update(mailbox).digest('hex')}`;
}

/**
 * Decides whether a new quote's visitor gets a confirmation: the first quote to an address in CONFIRMATION_WINDOW_MS
 * does, later ones do not (they are stored and reach staff as usual). Counted in Redis while it answers (SET NX, so
 * every instance sees the same first), in this process otherwise, like the quote rate limit.
 */
@Injectable()
export class ConfirmationQuota {
  private readonly logger = new Logger(ConfirmationQuota.name);
  /** Key -> when its window ends, oldest first (one window length for all, so insertion order is expiry order). */
  private readonly local = new Map<string, number>();

  constructor(private readonly redis: RedisService) {}

  /** True, and the address's window starts, when no confirmation went to it within the window. */
  async claim(address: string): Promise<boolean> {
    const key = recipientKey(address);
    if (this.redis.ready) {
      try {
        return (await this.redis.client!.set(key, '1', 'PX', CONFIRMATION_WINDOW_MS, 'NX')) === 'OK';
      } catch (error) {
        this.logger.warn(`Redis unavailable (${String(error)}): confirmation counted in this instance`);
      }
    }
    return this.claimLocally(key);
  }

  /** Gives the window back when the quote it was claimed for was not stored after all. */
  async release(address: string): Promise<void> {
    const key = recipientKey(address);
    this.local.delete(key);
    if (this.redis.ready) await this.redis.client!.del(key).catch(() => undefined);
  }

  private claimLocally(key: string): boolean {
    const now = Date.now();
    for (const [oldest, endsAt] of this.local) {
      if (endsAt > now && this.local.size < LOCAL_MAX_ENTRIES) break;
      this.local.delete(oldest);
    }
    if (this.local.has(key)) return false;
    this.local.set(key, now + CONFIRMATION_WINDOW_MS);
    return true;
  }
}
