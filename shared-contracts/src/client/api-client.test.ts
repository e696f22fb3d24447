import { ApiRequestError, apiRequest, configureApiClient } from './api-client.js';
import { authStore } from './auth-store.js';

const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;

beforeEach(() => {
  fetchMock.mockReset();
  configureApiClient({ baseUrl: 'http://api.test/' });
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body, and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"valid":true}', { status: 200 }));
    await expect(apiRequest('/api/public', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ valid: true });
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

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});
