import { BadRequestException, ParseUUIDPipe, type PipeTransform } from '@nestjs/common';
import { ZIP_CODE_PATTERN } from 'shared-contracts';

/** Path ids are UUIDs; anything else is a 400 before it reaches the database. */
export const uuidPipe = (what: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`${what} id must be a UUID`) });

/** A ZIP code path parameter: exactly five digits, otherwise 400 with the given message. */
export class ZipCodePipe implements PipeTransform<unknown, string> {
  constructor(private readonly message: string) {}

  transform(value: unknown): string {
    if (typeof value !== 'string' || !ZIP_CODE_PATTERN.test(value))
      throw new BadRequestException(this.message);
    return value;
  }
}
