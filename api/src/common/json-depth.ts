import { BadRequestException } from '@nestjs/common';
import { ERROR_CODES } from 'shared-contracts';

/** Far deeper than any payload of this API (two levels), far below what recursive code downstream can survive. */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether raw JSON opens more than `max` arrays/objects inside each other, found by one pass over the bytes before
 * JSON.parse builds anything. Byte-wise is safe for UTF-8: every byte of a multi-byte character is >= 0x80, so it is
 * never taken for a bracket or a quote.
 */
export function exceedsJsonDepth(body: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return false;
}

/**
 * body-parser's `verify` hook for JSON: class-transformer and class-validator walk a payload recursively, so a small
 * body nested a few thousand levels overflowed the stack (a 500). Refused here, before parsing, on every JSON route.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (exceedsJsonDepth(body))
    throw new BadRequestException({ message: JSON_TOO_DEEP, code: ERROR_CODES.JSON_TOO_DEEP });
}
