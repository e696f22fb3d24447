import { apiErrorSchema } from './api-error.js';
import { isApiError } from './api-error-shape.js';

describe('isApiError (the zod-free check the browser api client uses)', () => {
  it.each([
    [{ statusCode: 400, message: 'm', error: 'Bad Request' }, true],
    [{ statusCode: 409, message: 'm', error: 'Conflict', code: 'STALE_VERSION', errors: ['a', 'b'] }, true],
    [{ statusCode: 400.5, message: 'm', error: 'e' }, false],
    [{ statusCode: 400, message: 1, error: 'e' }, false],
    [{ statusCode: 400, message: 'm' }, false],
    [{ statusCode: 400, message: 'm', error: 'e', code: 5 }, false],
    [{ statusCode: 400, message: 'm', error: 'e', errors: [1] }, false],
    [
      {
        statusCode: 429,
        message: 'm',
        error: 'e',
        code: 'quote.x',
        params: { retryAfterSeconds: 3, field: 'n' },
      },
      true,
    ],
    [{ statusCode: 429, message: 'm', error: 'e', params: { nested: { a: 1 } } }, false],
    // A param this client does not know (a newer API's) is let through.
    [{ statusCode: 400, message: 'm', error: 'e', params: { unit: 'bytes' } }, true],
    [{ statusCode: 429, message: 'm', error: 'e', params: [1] }, false],
    [null, false],
    ['text', false],
  ])('agrees with apiErrorSchema on %j', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
    expect(apiErrorSchema.safeParse(value).success).toBe(expected);
  });
});
