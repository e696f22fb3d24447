import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from 'shared-contracts';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';

export const DATABASE_UNAVAILABLE = 'Database connection unavailable. Please try again later.';

/** PostgreSQL SQLSTATE codes a request can trigger with bad input: client faults, not server errors. */
const CLIENT_FAULTS: Record<string, { status: number; message: string }> = {
  '22P02': { status: HttpStatus.BAD_REQUEST, message: 'A value has an invalid format' },
  '22001': { status: HttpStatus.BAD_REQUEST, message: 'A value is too long' },
  '22003': { status: HttpStatus.BAD_REQUEST, message: 'A number is out of range' },
  '22007': { status: HttpStatus.BAD_REQUEST, message: 'A date has an invalid format' },
  '22021': { status: HttpStatus.BAD_REQUEST, message: 'A value has an invalid character' },
  '22P05': { status: HttpStatus.BAD_REQUEST, message: 'A value has an invalid character' },
  '23502': { status: HttpStatus.BAD_REQUEST, message: 'A required value is missing' },
  '23514': { status: HttpStatus.BAD_REQUEST, message: 'A value is not allowed' },
  '23505': { status: HttpStatus.CONFLICT, message: 'This record already exists' },
  '23503': { status: HttpStatus.CONFLICT, message: 'This record is still referenced' },
  '40001': { status: HttpStatus.CONFLICT, message: 'The record was changed at the same time; try again' },
  '40P01': { status: HttpStatus.CONFLICT, message: 'The record was changed at the same time; try again' },
};

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P03',
  // query_canceled: the statement_timeout of data-source-options ran out (a stuck lock, an overloaded server).
  '57014',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps TypeORM/pg errors to an HTTP answer; undefined when the error is not a database error we recognise. */
export function mapDatabaseError(
  error: unknown,
): { status: number; message: string; code?: typeof ERROR_CODES.DATABASE_UNAVAILABLE } | undefined {
  if (error instanceof EntityNotFoundError)
    return { status: HttpStatus.NOT_FOUND, message: 'Record not found' };
  const code = error instanceof QueryFailedError ? codeOf(error.driverError) : codeOf(error);
  if (code && CLIENT_FAULTS[code]) return CLIENT_FAULTS[code];
  const message = error instanceof Error ? error.message : '';
  if (
    (code && (CONNECTION_ERRORS.has(code) || code.startsWith('08'))) ||
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(message)
  ) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: DATABASE_UNAVAILABLE,
      code: ERROR_CODES.DATABASE_UNAVAILABLE,
    };
  }
  return undefined;
}
