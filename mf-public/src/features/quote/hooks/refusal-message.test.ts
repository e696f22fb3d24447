import { MESSAGES, MESSAGES_ES, PHOTO_TEXTS, type ApiError } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { refusalMessage } from './refusal-message';

/** An API refusal as the api client hands it over. */
const refusal = (body: ApiError) =>
  new ApiRequestError(body.statusCode, JSON.stringify(body), body, body.error);

describe('refusalMessage (issue 48: the page picks its text by code, never by the English message)', () => {
  it('shows the Spanish text of a refusal whose English wording the API changed', () => {
    const error = refusal({
      statusCode: 400,
      message: 'Your name is a bit long, friend (at most 100 letters)', // not the catalogue's wording any more
      error: 'Bad Request',
      code: 'quote.nameTooLong',
      params: { field: 'name', limit: 100 },
    });
    expect(refusalMessage(error, MESSAGES_ES.quote, 'es')).toBe(MESSAGES_ES.quote.nameTooLong);
    // The English page shows its own catalogue's text too, not the server's sentence.
    expect(refusalMessage(error, MESSAGES.quote, 'en')).toBe(MESSAGES.quote.nameTooLong);
  });

  it('reads the wait of a 429 from its params, whatever the sentence says', () => {
    const error = refusal({
      statusCode: 429,
      message: 'Slow down! Come back later.', // no "in N seconds" to find
      error: 'Too Many Requests',
      code: 'quote.tooManyRequestsRetryIn',
      params: { retryAfterSeconds: 42 },
    });
    expect(refusalMessage(error, MESSAGES_ES.quote, 'es')).toBe(MESSAGES_ES.quote.tooManyRequestsRetryIn(42));
    expect(refusalMessage(error, MESSAGES.quote, 'en')).toBe(MESSAGES.quote.tooManyRequestsRetryIn(42));
  });

  it('falls back without reading English: the plain wait, the generic error, or the message on an English page', () => {
    const limited = refusal({
      statusCode: 429,
      message: 'x in 5 seconds',
      error: 'Too Many Requests',
      code: 'X',
    });
    expect(refusalMessage(limited, MESSAGES_ES.quote, 'es')).toBe(MESSAGES_ES.quote.tooManyRequests);
    const other = refusal({
      statusCode: 400,
      message: MESSAGES.quotePhotos.notAvailable,
      error: 'Bad Request',
      code: 'quotePhotos.notAvailable',
    });
    expect(refusalMessage(other, MESSAGES_ES.quote, 'es')).toBe(MESSAGES_ES.quote.genericError);
    expect(refusalMessage(other, MESSAGES.quote, 'en')).toBe(MESSAGES.quotePhotos.notAvailable);
    expect(refusalMessage(new Error('network'), MESSAGES_ES.quote, 'es')).toBe(
      MESSAGES_ES.quote.genericError,
    );
  });

  it("takes the photos' text for a refusal about them, by code, when the picker gives one", () => {
    const expired = refusal({
      statusCode: 400,
      message: 'That picture went stale, sorry', // not the catalogue's wording
      error: 'Bad Request',
      code: 'quotePhotos.notAvailable',
      params: { field: 'photoIds' },
    });
    const photoText = (r: Pick<ApiError, 'code' | 'params'> | null) =>
      r?.code === 'quotePhotos.notAvailable' ? PHOTO_TEXTS.es.picker.notAvailable : undefined;
    expect(refusalMessage(expired, MESSAGES_ES.quote, 'es', photoText)).toBe(
      PHOTO_TEXTS.es.picker.notAvailable,
    );
    // The quote's own codes come first.
    const long = refusal({
      statusCode: 400,
      message: 'x',
      error: 'Bad Request',
      code: 'quote.nameTooLong',
    });
    expect(refusalMessage(long, MESSAGES_ES.quote, 'es', () => 'photo')).toBe(MESSAGES_ES.quote.nameTooLong);
  });
});
