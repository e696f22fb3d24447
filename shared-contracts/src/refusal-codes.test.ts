import * as MESSAGES from './messages/index.js';
import * as MESSAGES_ES from './messages/es/index.js';
import { codeOfMessage, MESSAGE_LIMITS, messageCode, messageKeyOf } from './refusal-codes.js';
import { statusErrorCode } from './schemas/api-error-shape.js';
import { quoteRefusalText } from './schemas/quote.js';

describe('refusal codes (issue 48)', () => {
  it('names every quote message by its key, and finds the key again', () => {
    for (const [key, text] of Object.entries(MESSAGES.quote)) {
      if (typeof text !== 'string') continue;
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

  it('states the limits of length rules, and names statuses', () => {
    expect(MESSAGE_LIMITS['quote.nameTooLong']).toBeGreaterThan(0);
    expect(statusErrorCode('Not Found')).toBe('NOT_FOUND');
    expect(statusErrorCode("I'm a Teapot")).toBe('I_M_A_TEAPOT');
    expect(statusErrorCode('')).toBe('ERROR');
  });
});
