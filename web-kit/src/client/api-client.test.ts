import { ApiRequestError, apiRequest, clearConditionalCache, configureApiClient } from './api-client.js';
import { authStore } from './auth-store.js';

const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;

beforeEach(() => {
  fetchMock.mockReset();
  clearConditionalCache();
  configureApiClient({ baseUrl: 'http://api.test/' });
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body, and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"valid":true}', { status: 200 }));
    await expect(apiRequest('/api/public', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      valid: true,
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/api/public');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Headers).get('Content-Type')).toBe('application/json');
  });

  it('adds a force-refreshed bearer token on authenticated calls', async () => {
    const getIdToken = jest.fn().mockResolvedValue('token-123');
    authStore.setState({ getIdToken });
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    await apiRequest('/api/admin/inquiries', { auth: true });
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect((fetchMock.mock.calls[0][1].headers as Headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('turns a non-OK answer into "status: body" and keeps the server message and code', async () => {
    const body = '{"statusCode":400,"message":"outside","error":"Bad Request","code":"OUTSIDE_SERVICE_AREA"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const error = (await apiRequest('/api/public').catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.serverMessage).toBe('outside');
    expect(error.code).toBe('OUTSIDE_SERVICE_AREA');
  });

  it("sends the page's trace (its traceparent meta) on writes only, with a span id of its own (issue 45)", async () => {
    const meta = document.createElement('meta');
    meta.name = 'traceparent';
    meta.content = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    document.head.append(meta);
    try {
      fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
      await apiRequest('/api/public', { method: 'POST', body: { a: 1 } });
      await apiRequest('/api/content/home');
      const sent = (call: number) => (fetchMock.mock.calls[call][1].headers as Headers).get('traceparent');
      expect(sent(0)).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
      expect(sent(0)).not.toContain('b7ad6b7169203331');
      expect(sent(1)).toBeNull();
    } finally {
      meta.remove();
    }
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  describe('conditional reads', () => {
    const withEtag = (body: string, etag: string) =>
      new Response(body, { status: 200, headers: { ETag: etag, 'Content-Type': 'application/json' } });

    it('revalidates with the ETag it got and answers a 304 with the very object it returned before', async () => {
      fetchMock.mockResolvedValueOnce(withEtag('{"total":3}', '"v1"'));
      const first = await apiRequest('/api/admin/inquiries/counts', { conditional: true });
      expect((fetchMock.mock.calls[0][1].headers as Headers).get('If-None-Match')).toBeNull();
      expect(fetchMock.mock.calls[0][1].cache).toBe('no-store');

      fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
      const second = await apiRequest('/api/admin/inquiries/counts', { conditional: true });
      expect((fetchMock.mock.calls[1][1].headers as Headers).get('If-None-Match')).toBe('"v1"');
      expect(second).toBe(first);
    });

    it('keeps the newest answer when the data changed', async () => {
      fetchMock.mockResolvedValueOnce(withEtag('{"total":3}', '"v1"'));
      await apiRequest('/api/x', { conditional: true });
      fetchMock.mockResolvedValueOnce(withEtag('{"total":4}', '"v2"'));
      await expect(apiRequest('/api/x', { conditional: true })).resolves.toEqual({ total: 4 });
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
      await expect(apiRequest('/api/x', { conditional: true })).resolves.toEqual({ total: 4 });
      expect((fetchMock.mock.calls[2][1].headers as Headers).get('If-None-Match')).toBe('"v2"');
    });

    it('sends no validator for plain reads, and a 304 it did not ask for is an error', async () => {
      fetchMock.mockResolvedValueOnce(withEtag('{"total":3}', '"v1"'));
      await apiRequest('/api/x');
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
      await expect(apiRequest('/api/x', { conditional: true })).rejects.toThrow(ApiRequestError);
      expect((fetchMock.mock.calls[1][1].headers as Headers).get('If-None-Match')).toBeNull();
    });

    it('forgets kept answers when the signed-in user changes', async () => {
      authStore.setState({ user: { uid: 'a', email: 'a@alamomasonry.com', emailVerified: true } });
      fetchMock.mockResolvedValueOnce(withEtag('[]', '"v1"'));
      await apiRequest('/api/x', { conditional: true });
      authStore.setState({ user: null });
      fetchMock.mockResolvedValueOnce(withEtag('[]', '"v1"'));
      await apiRequest('/api/x', { conditional: true });
      expect((fetchMock.mock.calls[1][1].headers as Headers).get('If-None-Match')).toBeNull();
    });
  });

  it('sends extra headers such as Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    await apiRequest('/api/public', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    expect((fetchMock.mock.calls[0][1].headers as Headers).get('Idempotency-Key')).toBe('k-1');
  });
});
