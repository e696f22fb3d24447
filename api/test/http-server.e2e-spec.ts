import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createApp } from '../src/app.factory.js';
import { EnvironmentVariables } from '../src/config/env.js';
import { listen } from '../src/http-server/listen.js';
import { createTestApp } from './helpers/app.js';
import { createUser, forgeToken } from './helpers/auth.js';
import { until } from './helpers/wait.js';

/** The API as main.ts starts it (listen: BIND_HOST, timeouts, connection cap), on a free port. */
async function withListeningApi<T>(
  env: Record<string, string>,
  use: (port: number, server: Server) => Promise<T>,
): Promise<T> {
  const t = await createTestApp({ PORT: '0', ...env });
  try {
    const server: Server = await listen(t.app, t.app.get(EnvironmentVariables));
    return await use((server.address() as AddressInfo).port, server);
  } finally {
    await t.close();
  }
}

/** This machine's addresses other than loopback: what another device on its network connects to. */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);

const COUNTS = '/api/admin/inquiries/counts';

/** The status of GET `path` at host:port with a bearer token, or the connection error's code. */
async function statusAt(host: string, port: number, token: string): Promise<number | string> {
  try {
    const response = await fetch(`http://${host}:${port}${COUNTS}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
    return response.status;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

interface RawExchange {
  /** Everything the server wrote back. */
  answer: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Connects, lets `talk` write to the socket, and waits for the server to close it. */
function exchange(port: number, talk: (socket: Socket) => void): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (error) => (error.message.includes('ECONNRESET') ? undefined : reject(error)));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

/** An open connection on which the server has answered a request (so it has surely counted it). */
function openConnection(port: number): Promise<{ socket: Socket; answered: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    );
    socket.once('data', () => resolve({ socket, answered: true }));
    socket.once('close', () => resolve({ socket, answered: false }));
    socket.on('error', () => undefined);
  });
}

describe('where the API listens', () => {
  it('with the Auth emulator on, it listens on loopback only, and will not start anywhere else: a forged alg:none staff token never reaches it from the network', async () => {
    const staff = await createUser();
    const forged = forgeToken({ uid: staff.uid, email: staff.email, fresh: true });
    const addresses = networkAddresses();
    expect(addresses.length).toBeGreaterThan(0); // else this machine cannot show the difference

    await withListeningApi({}, async (port) => {
      // Why it matters: in emulator mode firebase-admin accepts unsigned tokens for any existing account.
      expect(await statusAt('127.0.0.1', port, forged)).toBe(200);
      for (const address of addresses) expect(await statusAt(address, port, forged)).toBe('ECONNREFUSED');
    });

    for (const host of ['0.0.0.0', '::', addresses[0]!]) {
      await expect(createTestApp({ PORT: '0', BIND_HOST: host })).rejects.toThrow(
        `FIREBASE_AUTH_EMULATOR_HOST needs BIND_HOST on loopback (now ${host})`,
      );
    }
  });
});

describe('slow clients', () => {
  it('a client that sends its headers too slowly is cut at HEADERS_TIMEOUT_MS with 408', async () => {
    await withListeningApi({ HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '30000' }, async (port) => {
      const { answer, closedAfterMs } = await exchange(port, (socket) => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        // ...and the blank line that ends the headers never comes.
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
      expect(closedAfterMs).toBeLessThan(3000);
    });
  });

  it('a client that trickles its body is cut at REQUEST_TIMEOUT_MS with 408', async () => {
    await withListeningApi({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2500' }, async (port) => {
      let trickle: NodeJS.Timeout | undefined;
      const { answer, closedAfterMs } = await exchange(port, (socket) => {
        socket.write(
          'POST /api/public HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        trickle = setInterval(() => socket.writable && socket.write(' '), 200);
      });
      clearInterval(trickle);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeGreaterThanOrEqual(2400);
      expect(closedAfterMs).toBeLessThan(4000);
    });
  });
});

describe('open connections per client', () => {
  it('closes a client connection beyond MAX_CONNECTIONS_PER_IP at once, and takes it again once one closes', async () => {
    await withListeningApi({ MAX_CONNECTIONS_PER_IP: '3' }, async (port, server) => {
      let closedOnServer = 0;
      server.on('connection', (socket) => socket.once('close', () => closedOnServer++));
      const open = await Promise.all([1, 2, 3].map(() => openConnection(port)));
      expect(open.map((connection) => connection.answered)).toEqual([true, true, true]);
      const fourth = await openConnection(port);
      expect(fourth.answered).toBe(false);

      const closed = new Promise((resolve) => open[0]!.socket.once('close', resolve));
      open[0]!.socket.destroy();
      await closed;
      // The server frees the slot on the 'close' of its side of that socket, which the client cannot observe: wait
      // for that event (this test's listener runs after the cap's, registered first), not for a fixed time.
      await until('the server to close its side of the connection', () => closedOnServer === 2);
      const again = await openConnection(port);
      expect(again.answered).toBe(true);
      for (const connection of [...open, again]) connection.socket.destroy();
    });
  });

  it('does not cap a proxy TRUST_PROXY names (it speaks for many clients and caps them itself)', async () => {
    await withListeningApi({ MAX_CONNECTIONS_PER_IP: '3', TRUST_PROXY: 'loopback' }, async (port) => {
      const open = await Promise.all([1, 2, 3, 4, 5].map(() => openConnection(port)));
      expect(open.map((connection) => connection.answered)).toEqual([true, true, true, true, true]);
      for (const connection of open) connection.socket.destroy();
    });
  });
});

describe('API docs', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const app = await createApp({
      env: { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '', READ_CACHE_TTL_MS: '0', ...env },
      logger: false,
    });
    try {
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address() as AddressInfo;
      return (await fetch(`http://127.0.0.1:${port}/api/docs`)).status;
    } finally {
      await app.close();
    }
  };

  it('are not served in production unless SWAGGER_ENABLED switches them on', async () => {
    expect(await docsStatus({})).toBe(404);
    expect(await docsStatus({ SWAGGER_ENABLED: 'true' })).toBe(200);
  });
});
