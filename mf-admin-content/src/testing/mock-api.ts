/** A recorded call to the mocked fetch. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (call: ApiCall) => MockReply | Promise<MockReply>;

/**
 * Replaces global fetch with a table of `'METHOD /path'` handlers, so the real apiRequest (error shape, auth header)
 * runs in the tests. jsdom has no Response, so replies are the small subset apiRequest reads.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply = handler
      ? await handler(call)
      : { status: 404, body: { statusCode: 404, message: 'no mock', error: 'Not Found' } };
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
