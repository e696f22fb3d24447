import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { EnvironmentVariables } from '../config/env.js';

/** Longest a Redis command may hold up a request when Redis hangs instead of refusing. */
const COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to this, so a Redis that returns is used again within two seconds. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * The Redis connections of this instance when REDIS_URL is set (none otherwise): one for commands (rate limit
 * counters, publishing) and one for the subscription that pub/sub needs to itself. Neither blocks start-up or a
 * request: commands fail at once while Redis is away (no offline queue) and their callers fall back to this process
 * alone; ioredis keeps reconnecting and re-subscribes when Redis returns.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  /** null without REDIS_URL. */
  readonly client: Redis | null;
  private subscriber: Redis | null = null;
  /** Channels whose SUBSCRIBE Redis has confirmed on the current subscriber connection. */
  private readonly liveChannels = new Set<string>();
  private readonly prefix: string;
  private down = false;
  private readonly url: string | undefined;

  constructor(env: EnvironmentVariables) {
    this.url = env.REDIS_URL;
    this.prefix = env.REDIS_KEY_PREFIX;
    this.client = this.url ? this.connect('commands', { enableOfflineQueue: false }) : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** Connected and answering: only then are commands worth sending. */
  get ready(): boolean {
    return this.client?.status === 'ready';
  }

  /** Whether messages on `name` reach this instance now (its subscription confirmed since the last reconnect). */
  isSubscribed(name: string): boolean {
    return this.liveChannels.has(this.channel(name));
  }

  /** The key prefix ioredis applies to commands; pub/sub channels are not keys, so they take it from here. */
  channel(name: string): string {
    return `${this.prefix}${name}`;
  }

  /**
   * Calls `onMessage` for each message on `name`, and `onResubscribed` each time the subscription comes back after
   * Redis was away (messages sent meanwhile are lost). Both only once Redis has confirmed the SUBSCRIBE: a message
   * published between a reconnect and that confirmation would be lost too, so "back" means confirmed.
   */
  subscribe(name: string, onMessage: (message: string) => void, onResubscribed: () => void): void {
    if (!this.url) return;
    const channel = this.channel(name);
    // Its own connection: a subscribed connection can run no other command. Subscribed again by hand on every
    // 'ready' (not ioredis' autoResubscribe) to know when the subscription is confirmed.
    const subscriber = (this.subscriber ??= this.connect('subscriber', { autoResubscribe: false }));
    let subscribedOnce = false;
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) onMessage(message);
    });
    subscriber.on('close', () => this.liveChannels.delete(channel));
    const subscribe = () => {
      subscriber.subscribe(channel).then(
        () => {
          this.liveChannels.add(channel);
          if (subscribedOnce) onResubscribed();
          subscribedOnce = true;
        },
        (error: unknown) => this.logger.warn(`Could not subscribe to ${channel}: ${String(error)}`),
      );
    };
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') subscribe();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.client, this.subscriber].map((connection) =>
        connection?.quit().catch(() => connection.disconnect()),
      ),
    );
  }

  private connect(role: string, options: RedisOptions): Redis {
    const connection = new Redis(this.url!, {
      keyPrefix: this.prefix,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
      ...options,
    });
    // One warning per outage (ioredis emits an error for every failed reconnect attempt).
    connection.on('error', (error: Error) => {
      if (role !== 'commands' || this.down) return;
      this.down = true;
      this.logger.warn(
        `Redis unavailable (${error.message}): the quote rate limit counts per instance and other instances' ` +
          'writes reach this read cache only after READ_CACHE_TTL_MS, until Redis is back',
      );
    });
    connection.on('ready', () => {
      if (role !== 'commands' || !this.down) return;
      this.down = false;
      this.logger.log('Redis is back: shared rate limit and read-cache invalidation resumed');
    });
    return connection;
  }
}
