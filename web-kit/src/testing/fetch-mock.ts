/** A fetch stub answering by "METHOD path" (path without origin); unknown calls fail loudly. */
export type Route = (init: RequestInit | undefined, url: string) => FakeResponse | Promise<FakeResponse>;

/** The part of Response that apiRequest reads (jsdom has no Response class). */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  text: () => Promise<string>;
}

export const text = (
  body: string,
  status = 200,
  statusText = status < 400 ? 'OK' : 'Error',
  headers: Record<string, string> = {},
): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  headers: new Headers(headers),
  text: async () => body,
});

export const json = (body: unknown, status = 200) => text(JSON.stringify(body), status);

/** A request that never reaches a server (offline, DNS, CORS). */
export const networkError: Route = () => Promise.reject(new TypeError('Failed to fetch'));

export function mockFetch(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`Unexpected fetch: ${method} ${path}`);
    return route(init, url);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
