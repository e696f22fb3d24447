import {
  Injectable,
  Logger,
  UnprocessableEntityException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, MESSAGES, type Inquiry } from 'shared-contracts';
import type { Locale } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { CreateQuoteDto } from '../dto/create-quote.dto.js';
import { InquiriesService } from '../inquiries.service.js';
import { quoteFingerprint } from './idempotency-key.js';
import { QuoteIdempotencyKeyEntity } from './quote-idempotency-key.entity.js';

const TTL_HOURS = LIMITS.idempotencyKey.ttlHours;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface QuoteResult {
  inquiry: Inquiry;
  /** true when this answer is the stored first result of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * The quote POST with an Idempotency-Key: the first request stores the inquiry and the key in one transaction; a
 * repeat within TTL_HOURS answers that first result and stores nothing. Concurrent repeats wait on the key's row
 * (PostgreSQL's unique-index wait in INSERT ... ON CONFLICT) and then replay, so exactly one inquiry is stored.
 * A failed first attempt (outside the area, database down) stores no key, so its retry is evaluated afresh.
 */
@Injectable()
export class IdempotentQuotesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotentQuotesService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inquiries: InquiriesService,
  ) {}

  async create(key: string, dto: CreateQuoteDto, language: Locale = 'en'): Promise<QuoteResult> {
    const fingerprint = quoteFingerprint(dto);
    const earlier = await this.findLive(key);
    if (earlier) return replay(earlier, fingerprint);
    // Outside the transaction: the check has its own read (and on PGlite's single connection it must not wait for it).
    await this.inquiries.assertServed(dto.zipCode);
    const created = await this.dataSource.transaction(async (manager) => {
      // Claims the key; an expired one is taken over. If another request holds it, this waits for its commit.
      const claimed = (await manager.query(
        `INSERT INTO "quote_idempotency_key" ("key", "request_hash") VALUES ($1, $2)
         ON CONFLICT ("key") DO UPDATE
           SET "request_hash" = EXCLUDED."request_hash", "created_at" = now(), "inquiry_id" = NULL, "response" = NULL
           WHERE "quote_idempotency_key"."created_at" < now() - make_interval(hours => $3)
         RETURNING "key"`,
        [key, fingerprint, TTL_HOURS],
      )) as unknown[];
      if (claimed.length === 0) return undefined; // a concurrent request with this key committed first
      const inquiry = await this.inquiries.insertQuote(dto, manager, language);
      await manager.update(QuoteIdempotencyKeyEntity, { key }, { inquiryId: inquiry.id, response: inquiry });
      return inquiry;
    });
    if (created) {
      await this.inquiries.afterQuoteCommitted();
      return { inquiry: created, replayed: false };
    }
    const winner = await this.findLive(key);
    if (!winner) throw new Error(`Idempotency key ${key} was claimed but cannot be read back`);
    return replay(winner, fingerprint);
  }

  private findLive(key: string): Promise<QuoteIdempotencyKeyEntity | null> {
    return this.dataSource
      .getRepository(QuoteIdempotencyKeyEntity)
      .createQueryBuilder('k')
      .where('k.key = :key', { key })
      .andWhere(`k.createdAt >= now() - make_interval(hours => :ttl)`, { ttl: TTL_HOURS })
      .getOne();
  }

  /** Expired keys are deleted hourly; until then a lookup already ignores them. */
  async sweep(): Promise<number> {
    try {
      const result = await this.dataSource
        .getRepository(QuoteIdempotencyKeyEntity)
        .createQueryBuilder()
        .delete()
        .where(`created_at < now() - make_interval(hours => :ttl)`, { ttl: TTL_HOURS })
        .execute();
      return result.affected ?? 0;
    } catch (error) {
      this.logger.warn(`Expired idempotency keys not swept: ${String(error)}`);
      return 0;
    }
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}

function replay(stored: QuoteIdempotencyKeyEntity, fingerprint: string): QuoteResult {
  if (stored.requestHash !== fingerprint || !stored.response) {
    throw new UnprocessableEntityException(MESSAGES.quote.idempotencyKeyReused);
  }
  return { inquiry: stored.response, replayed: true };
}
