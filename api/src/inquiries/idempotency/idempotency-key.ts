import { BadRequestException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { LIMITS, MESSAGES } from 'shared-contracts';
import type { CreateQuoteDto } from '../dto/create-quote.dto.js';

const KEY = new RegExp(`^[\\x21-\\x7e]{1,${LIMITS.idempotencyKey.maxLength}}$`);

/**
 * The Idempotency-Key header's value, or undefined when it is absent. The draft makes it a structured-field string
 * ("..."); a bare token is accepted too, as most clients send one. Anything else is a 400, never silently ignored.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const raw = Array.isArray(header) ? header.join(',') : header;
  const quoted = /^"(.*)"$/.exec(raw.trim());
  const key = quoted ? quoted[1]! : raw.trim();
  if (!KEY.test(key) || (quoted && key.includes('"'))) {
    throw new BadRequestException(MESSAGES.quote.idempotencyKeyInvalid);
  }
  return key;
}

/** The request as validated (trimmed), field by field in a fixed order, hashed. */
export function quoteFingerprint(dto: CreateQuoteDto): string {
  const fields: unknown[] = [dto.name, dto.email, dto.phone, dto.zipCode, dto.projectType, dto.message];
  // Issue 31: the photos too (the same key with other photos is another request); none keeps the earlier hashes.
  if (dto.photoIds?.length) fields.push(dto.photoIds);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
