import * as MESSAGES from './messages/index.js';
import * as MESSAGES_ES from './messages/es/index.js';
import { codeOfMessage, isRefusalCode, messageCode, messageKeyOf, REFUSAL_LIMITS } from './refusal-codes.js';
import { LIMITS } from './limits.js';
import { apiRefusalSchema, rateLimitRefusalSchema } from './schemas/api-error.js';
import { statusErrorCode } from './schemas/api-error-shape.js';
import { quoteRefusalText } from './schemas/quote.js';

describe('refusal codes (issue 48)', () => {
  it('names every quote message by its key, and finds the key again', () => {
    for (const [k, text] of Object.entries(MESSAGES.quote)) {
      if (typeof text !== 'string') continue;
      const key = k as keyof typeof MESSAGES.quote;
      expect(codeOfMessage(text)).toBe(messageCode('quote', key));
      expect(messageKeyOf(messageCode('quote', key), 'quote', MESSAGES.quote)).toBe(key);
    }
    expect(codeOfMessage(MESSAGES.quotePhotos.notAvailable)).toBe('quotePhotos.notAvailable');
    expect(codeOfMessage('Some text of nobody')).toBeUndefined();
    expect(messageKeyOf('quote.toString', 'quote', MESSAGES.quote)).toBeUndefined();
    expect(messageKeyOf('gallery.name', 'quote', MESSAGES.quote)).toBeUndefined();
  });

  it('chooses the text by code and params, whatever the English message says', () => {
    const es = MESSAGES_ES.quote;
    expect(quoteRefusalText(es, { code: 'quote.nameTooLong', params: { field: 'name', limit: 100 } })).toBe(
      es.nameTooLong,
    );
    expect(
      quoteRefusalText(es, { code: 'quote.tooManyRequestsRetryIn', params: { retryAfterSeconds: 42 } }),
    ).toBe(es.tooManyRequestsRetryIn(42));
    expect(quoteRefusalText(es, { code: 'quote.tooManyRequestsRetryIn' })).toBe(es.tooManyRequests);
    expect(quoteRefusalText(MESSAGES.quote, { code: 'quote.email' })).toBe(MESSAGES.quote.email);
    expect(quoteRefusalText(es, { code: 'NOT_FOUND' })).toBeUndefined();
    expect(quoteRefusalText(es, null)).toBeUndefined();
  });

  it('states the limits of rules with one, in their unit, and names statuses', () => {
    expect(REFUSAL_LIMITS['quote.nameTooLong']).toBe(LIMITS.quote.nameMax);
    expect(REFUSAL_LIMITS['gallery.imageTooLarge']).toBe(LIMITS.upload.maxBytes);
    expect(REFUSAL_LIMITS['quotePhotos.tooManyPixels']).toBe(LIMITS.upload.maxPixels);
    // Every code with a limit is a code.
    for (const code of Object.keys(REFUSAL_LIMITS)) expect(isRefusalCode(code)).toBe(true);
    expect(statusErrorCode('Not Found')).toBe('NOT_FOUND');
    expect(statusErrorCode("I'm a Teapot")).toBe('I_M_A_TEAPOT');
    expect(statusErrorCode('')).toBe('ERROR');
  });

  it('knows every code a refusal can carry, and no other', () => {
    expect(isRefusalCode('STALE_VERSION')).toBe(true);
    expect(isRefusalCode('NOT_FOUND')).toBe(true);
    expect(isRefusalCode('quote.nameTooLong')).toBe(true);
    expect(isRefusalCode('quote.noSuchMessage')).toBe(false);
    expect(isRefusalCode('nowhere.name')).toBe(false);
    expect(isRefusalCode('quote.toString')).toBe(false);
    expect(isRefusalCode('I_M_A_TEAPOT')).toBe(false);
    expect(isRefusalCode(undefined)).toBe(false);
  });

  it("holds the API's answers to a known code form and the three params", () => {
    const refusal = { statusCode: 400, message: 'm', error: 'Bad Request', code: 'quote.nameTooLong' };
    expect(apiRefusalSchema.safeParse(refusal).success).toBe(true);
    expect(apiRefusalSchema.safeParse({ ...refusal, params: { field: 'name', limit: 100 } }).success).toBe(
      true,
    );
    const { code: _code, ...withoutCode } = refusal;
    expect(apiRefusalSchema.safeParse(withoutCode).success).toBe(false);
    expect(apiRefusalSchema.safeParse({ ...refusal, code: 'Name is too long' }).success).toBe(false);
    expect(apiRefusalSchema.safeParse({ ...refusal, params: { seconds: 3 } }).success).toBe(false);
    expect(apiRefusalSchema.safeParse({ ...refusal, params: { limit: '100' } }).success).toBe(false);
    const limited = { statusCode: 429, message: 'm', error: 'Too Many Requests', code: 'TOO_MANY_REQUESTS' };
    expect(rateLimitRefusalSchema.safeParse(limited).success).toBe(false);
    expect(rateLimitRefusalSchema.safeParse({ ...limited, params: { retryAfterSeconds: 0 } }).success).toBe(
      false,
    );
    expect(rateLimitRefusalSchema.safeParse({ ...limited, params: { retryAfterSeconds: 30 } }).success).toBe(
      true,
    );
  });
});
