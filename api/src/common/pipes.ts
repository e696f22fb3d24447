import { BadRequestException, ParseUUIDPipe, type PipeTransform } from '@nestjs/common';
import { ERROR_CODES, ZIP_CODE_PATTERN } from 'shared-contracts';

/** Path ids are UUIDs; anything else is a 400 (INVALID_ID, naming the `field`) before it reaches the database. */
export const uuidPipe = (what: string, field = 'id') =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      new BadRequestException({
        message: `${what} id must be a UUID`,
        code: ERROR_CODES.INVALID_ID,
        params: { field },
      }),
  });

/**
 * A ZIP code path parameter: exactly five digits, otherwise 400 with the given message. `trim` for a ZIP the quote form
 * checks, whose rule (quoteRequestSchema) trims first, as POST /api/public does.
 */
export class ZipCodePipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly message: string,
    private readonly options: { trim?: boolean } = {},
  ) {}

  transform(value: unknown): string {
    const zip = typeof value === 'string' && this.options.trim ? value.trim() : value;
    if (typeof zip !== 'string' || !ZIP_CODE_PATTERN.test(zip)) throw new BadRequestException(this.message);
    return zip;
  }
}
