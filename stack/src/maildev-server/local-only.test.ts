import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptOnlyLocalPages } from './local-only';

/** What MailDev's web server does: answer anyone, allowing the asking origin with credentials. */
function permissiveServer(): Server {
  const server = createServer((req, res) => {
    res.writeHead(200, {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
    });
    res.end('[{"subject":"a visitor e-mail"}]');
  });
  server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n'));
  return server;
}

/** The status line a request with these headers gets (an upgrade request when `upgrade`). */
function statusOf(port: number, headers: Record<string, string>, upgrade = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/email',
      headers: upgrade ? { ...headers, Connection: 'Upgrade', Upgrade: 'websocket' } : headers,
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('acceptOnlyLocalPages (the local MailDev inbox)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = permissiveServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    acceptOnlyLocalPages(server, port);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers tools without an Origin and its own pages, at any local name', async () => {
    expect(await statusOf(port, {})).toBe(200);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect(await statusOf(port, { Host: host, Origin: `http://${host}` })).toBe(200);
    }
  });

  it("refuses another site's page, before the server can allow it", async () => {
    expect(await statusOf(port, { Origin: 'https://attacker.example' })).toBe(403);
    expect(await statusOf(port, { Origin: 'null' })).toBe(403);
    expect(await statusOf(port, { Origin: `http://127.0.0.1:${port + 1}` })).toBe(403);
  });

  it('refuses a request naming another host (a domain rebound to 127.0.0.1)', async () => {
    expect(await statusOf(port, { Host: `attacker.example:${port}` })).toBe(403);
  });

  it("refuses another site's WebSocket, and lets its own through", async () => {
    expect(await statusOf(port, { Origin: 'https://attacker.example' }, true)).toBe(403);
    expect(await statusOf(port, { Origin: `http://127.0.0.1:${port}` }, true)).toBe(101);
  });
});
