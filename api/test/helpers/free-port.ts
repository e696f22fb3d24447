import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free right now, for a server a test starts (or starts later, to play one coming back). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
