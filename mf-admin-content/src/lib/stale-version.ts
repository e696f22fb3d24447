import { ERROR_CODES } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';

/** The API's 409 STALE_VERSION: the page was published since the version a save or restore was based on. */
export function isStaleVersionError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ERROR_CODES.STALE_VERSION;
}
