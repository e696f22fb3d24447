import { connect, createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** True when something accepts TCP connections on host:port. */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls `check` until it returns true, or throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}

/** GET url and report whether it answered 2xx. */
export async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.ok;
}

/** `count` distinct TCP ports nothing listens on right now (picked by the OS), for a stack beside other stacks. */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  // All held open until every port is known, so the OS cannot hand out the same one twice.
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}
