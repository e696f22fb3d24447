import { IDEMPOTENCY_KEY_HEADER, type QuoteRequest } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { submitQuote } from './submit-quote';

const QUOTE: QuoteRequest = {
  name: 'Maria Garza',
  email: 'maria@example.com',
  phone: '(210) 555-0100',
  zipCode: '78205',
  projectType: 'Stone Patio',
  message: 'A 20 ft limestone patio behind the house.',
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const keyOf = (call: number) =>
  new Headers(fetchMock.mock.calls[call]![1].headers).get(IDEMPOTENCY_KEY_HEADER);
const answer = (status: number, body = '{}') =>
  ({ ok: status < 300, status, statusText: '', text: async () => body, headers: new Headers() }) as Response;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('submitQuote', () => {
  it("sends the form's language in Content-Language, the body keeping its spec shape", async () => {
    fetchMock.mockResolvedValueOnce(answer(201));
    await submitQuote(QUOTE, 'es', [0]);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init.headers).get('Content-Language')).toBe('es');
    expect(JSON.parse(String(init.body))).toEqual(QUOTE);
  });

  it('resends the same Idempotency-Key when the connection drops, and a new submission gets a new key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201));
    await submitQuote(QUOTE, 'en', [0]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(0)).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    fetchMock.mockResolvedValueOnce(answer(201));
    await submitQuote(QUOTE, 'en', [0]);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('retries a 503 with the same key, then gives up with the last error', async () => {
    fetchMock.mockResolvedValue(answer(503));
    await expect(submitQuote(QUOTE, 'en', [0, 0])).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
  });

  it('never retries an answer about the request itself (400, 422, 429)', async () => {
    for (const status of [400, 422, 429]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(answer(status));
      await expect(submitQuote(QUOTE, 'en', [0])).rejects.toMatchObject({ status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});
