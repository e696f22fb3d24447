import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The Host values a page of this machine sends to a server on `port`. */
const localHosts = (port: number): Set<string> =>
  new Set(['127.0.0.1', 'localhost', '[::1]'].map((host) => `${host}:${port}`));

/**
 * Lets a development server answer only its own pages and tools on this machine. A request naming another Host (a
 * page that rebound its domain to 127.0.0.1) or sent by a page of another Origin is refused with 403 before the
 * server sees it, so a server that allows any origin with credentials (MailDev does) cannot hand its data to a web
 * page. Requests without an Origin (curl, the e2e tests' HTTP client, top-level navigations) pass.
 */
export function acceptOnlyLocalPages(server: Server, port: number): void {
  const hosts = localHosts(port);
  const origins = new Set([...hosts].map((host) => `http://${host}`));
  const allowed = (request: IncomingMessage) =>
    hosts.has(request.headers.host ?? '') &&
    (request.headers.origin === undefined || origins.has(request.headers.origin));
  guard(server, 'request', allowed, (response: ServerResponse) => {
    response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden');
  });
  guard(server, 'upgrade', allowed, (socket: Duplex) => {
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
  });
}

/**
 * Puts the listeners the server registered for `event` (its request handler, a WebSocket's upgrade handler) behind
 * `allowed`; a refused request's response or socket goes to `refuse` instead.
 */
function guard<Reply>(
  server: Server,
  event: 'request' | 'upgrade',
  allowed: (request: IncomingMessage) => boolean,
  refuse: (reply: Reply) => void,
): void {
  const listeners = server.listeners(event) as ((...args: unknown[]) => void)[];
  server.removeAllListeners(event);
  server.on(event, (request: IncomingMessage, reply: Reply, ...rest: unknown[]) => {
    if (!allowed(request)) return refuse(reply);
    for (const listener of listeners) listener.call(server, request, reply, ...rest);
  });
}
