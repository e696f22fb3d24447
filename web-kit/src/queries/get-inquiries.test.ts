import { API_PATHS, MESSAGES } from 'shared-contracts';
import { json, mockFetch, networkError, text } from '../testing/fetch-mock.js';
import { getInquiries } from './inquiry-queries.js';

const ALL = `GET ${API_PATHS.adminInquiries()}`;

describe('getInquiries failures (spec section 7)', () => {
  it('carry the response text', async () => {
    const body = {
      statusCode: 503,
      message: 'Database connection unavailable',
      error: 'Service Unavailable',
    };
    mockFetch({ [ALL]: () => json(body, 503) });
    await expect(getInquiries()).rejects.toThrow(JSON.stringify(body));
  });

  it("say 'Failed to fetch inquiries' when the answer has no text", async () => {
    mockFetch({ [ALL]: () => text('', 502) });
    await expect(getInquiries()).rejects.toThrow(MESSAGES.inquiry.fetchFailed);
  });

  it("say 'Failed to fetch inquiries' when the request never got an answer", async () => {
    mockFetch({ [`GET ${API_PATHS.adminInquiries('New')}`]: networkError });
    await expect(getInquiries('New')).rejects.toThrow(MESSAGES.inquiry.fetchFailed);
  });

  it('let a cancelled request stay a cancellation', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch({
      [ALL]: async () => {
        controller.abort();
        throw abort;
      },
    });
    await expect(getInquiries(undefined, controller.signal)).rejects.toBe(abort);
  });
});
