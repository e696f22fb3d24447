import type { Server } from 'node:http';
import { clientBucket } from '../common/client-address.js';

/** Whether a peer address is a proxy the app trusts (Express' compiled "trust proxy" for the first hop). */
export type IsTrustedProxy = (address: string) => boolean;

/**
 * Closes a new connection at once when its client already holds `max` open ones, so one host cannot tie up the
 * server with thousands of idle or stalled sockets. Counted per clientBucket (IPv6 per /64, loopback as one host).
 */
export function capConnectionsPerClient(server: Server, max: number, isTrustedProxy: IsTrustedProxy): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return;
    const client = clientBucket(address);
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = open.get(client)! - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
