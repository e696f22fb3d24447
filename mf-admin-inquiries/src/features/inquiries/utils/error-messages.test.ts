import { MESSAGES } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { inquiryErrorMessage, isNotFound } from './error-messages';

/** An API refusal; without a code, as an API from before issue 48 answered. */
const apiError = (status: number, message: string, code?: string) => {
  const body = { statusCode: status, message, error: 'Error', ...(code ? { code } : {}) };
  return new ApiRequestError(status, JSON.stringify(body), body, 'Error');
};

describe('inquiryErrorMessage', () => {
  describe.each(['load', 'update', 'delete', 'note'] as const)('when %s fails', (action) => {
    it.each([
      [
        'the API says the database connection is unavailable',
        apiError(503, 'Database connection unavailable. Please try again later.'),
      ],
      ['the connection was refused', new Error('connect ECONNREFUSED 127.0.0.1:5432')],
      ['the connection was refused (in words)', new Error('500: connection refused')],
      ['the connection was reset', new Error('read ECONNRESET')],
      ['the connection was reset (in words)', new Error('502: Connection reset by peer')],
    ])('gives the database message when %s', (_case, error) => {
      expect(inquiryErrorMessage(error, action)).toBe(MESSAGES.inquiry.databaseUnavailable);
    });
  });

  it('gives the generic message for each action otherwise', () => {
    const error = apiError(500, 'Internal server error');
    expect(inquiryErrorMessage(error, 'load')).toBe(MESSAGES.inquiry.loadFailed);
    expect(inquiryErrorMessage(error, 'update')).toBe(MESSAGES.inquiry.updateFailed);
    expect(inquiryErrorMessage(error, 'delete')).toBe(MESSAGES.inquiry.deleteFailed);
    expect(inquiryErrorMessage(error, 'note')).toBe(MESSAGES.inquiry.noteFailed);
  });

  it('says the inquiry may have been deleted when a note finds it gone', () => {
    expect(inquiryErrorMessage(apiError(404, 'Inquiry not found'), 'note')).toBe(
      MESSAGES.inquiry.notFoundOnUpdate,
    );
  });

  it('gives the generic message for a network failure and for a non-Error value', () => {
    expect(inquiryErrorMessage(new TypeError('Failed to fetch'), 'update')).toBe(
      MESSAGES.inquiry.updateFailed,
    );
    expect(inquiryErrorMessage(undefined, 'delete')).toBe(MESSAGES.inquiry.deleteFailed);
  });

  it('gives the update-specific message when an update finds no inquiry', () => {
    expect(inquiryErrorMessage(apiError(404, 'Inquiry not found'), 'update')).toBe(
      MESSAGES.inquiry.notFoundOnUpdate,
    );
  });

  it('gives the delete-specific message when a delete finds no inquiry', () => {
    expect(inquiryErrorMessage(apiError(404, 'Inquiry not found'), 'delete')).toBe(
      MESSAGES.inquiry.notFoundOnDelete,
    );
  });

  it("has no 'not found' case for a list load", () => {
    expect(inquiryErrorMessage(apiError(404, 'Cannot GET /api/admin/inquiries: not found'), 'load')).toBe(
      MESSAGES.inquiry.loadFailed,
    );
  });

  it('prefers the database message when both match', () => {
    expect(inquiryErrorMessage(new Error('not found: connection refused'), 'delete')).toBe(
      MESSAGES.inquiry.databaseUnavailable,
    );
  });
});

describe('isNotFound', () => {
  it('recognises a not-found answer, case-insensitively', () => {
    expect(isNotFound(apiError(404, 'Inquiry not found'))).toBe(true);
    expect(isNotFound(new Error('404: Not Found'))).toBe(true);
    expect(isNotFound(new Error('500: boom'))).toBe(false);
  });
});

describe('refusals with a code (issue 48): told by code and status, never by their English', () => {
  it('keeps its texts when the API changes its wording', () => {
    const down = apiError(503, 'Our records are napping, come back soon', 'DATABASE_UNAVAILABLE');
    expect(inquiryErrorMessage(down, 'load')).toBe(MESSAGES.inquiry.databaseUnavailable);
    const gone = apiError(404, 'No such inquiry here', 'inquiry.notFound');
    expect(inquiryErrorMessage(gone, 'update')).toBe(MESSAGES.inquiry.notFoundOnUpdate);
    expect(inquiryErrorMessage(gone, 'delete')).toBe(MESSAGES.inquiry.notFoundOnDelete);
    expect(isNotFound(gone)).toBe(true);
  });

  it('does not take words in a message for the condition they name', () => {
    const rule = apiError(
      400,
      'Template not found in your list; database connection unavailable',
      'BAD_REQUEST',
    );
    expect(inquiryErrorMessage(rule, 'update')).toBe(MESSAGES.inquiry.updateFailed);
    expect(isNotFound(rule)).toBe(false);
  });
});
