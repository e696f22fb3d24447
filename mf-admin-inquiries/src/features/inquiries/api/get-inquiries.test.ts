import { MESSAGES } from 'shared-contracts';
import { fakeResponse } from '../testing/fake-fetch';
import { inquiryErrorMessage } from '../utils/error-messages';
import { getInquiries } from './get-inquiries';

const fetchMock = jest.fn();
beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('getInquiries failures (spec section 7)', () => {
  it('carry the response text', async () => {
    const body = { statusCode: 503, message: 'Database connection unavailable', error: 'Service Unavailable' };
    fetchMock.mockResolvedValue(fakeResponse(body, 503));
    const error = await getInquiries().catch((e: unknown) => e);
    expect((error as Error).message).toBe(JSON.stringify(body));
    expect(inquiryErrorMessage(error, 'load')).toBe(MESSAGES.inquiry.databaseUnavailable);
  });

  it("say 'Failed to fetch inquiries' when the answer has no text", async () => {
    fetchMock.mockResolvedValue(fakeResponse(undefined, 502));
    await expect(getInquiries()).rejects.toThrow(MESSAGES.inquiry.fetchFailed);
  });

  it("say 'Failed to fetch inquiries' when the request never got an answer", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getInquiries('New')).rejects.toThrow(MESSAGES.inquiry.fetchFailed);
  });

  it('let a cancelled request stay a cancellation', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    await expect(getInquiries(undefined, controller.signal)).rejects.toBe(abort);
  });
});
