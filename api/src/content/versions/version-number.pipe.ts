import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { LIMITS, MESSAGES } from 'shared-contracts';

/**
 * A version number path parameter, the rule of contentVersionNumberParamSchema (shared-contracts): digits only, from 1
 * to the largest PostgreSQL integer; anything else is a 400 before it reaches the database.
 */
export class ContentVersionNumberPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) {
      const version = Number(value);
      if (version <= LIMITS.contentVersions.numberMax) return version;
    }
    throw new BadRequestException(MESSAGES.content.versionNumberInvalid);
  }
}
