import { createServer, connect, type Socket } from 'node:net';

export interface PausableProxy {
  port: number;
  /** Stops forwarding in both directions and holds every socket open, as a database process under SIGSTOP does. */
  pause(): void;
  resume(): void;
  /** Cuts every connection, as a database restart does. */
  killConnections(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of PostgreSQL that a fault test controls, so it can freeze "the database" without touching the
 * machine's shared server. While paused it still accepts connections (the kernel of a frozen server does too) but
 * nothing passes until resume().
 */
export async function startPausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  const sockets = new Set<Socket>();
  let paused = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    if (paused) socket.pause();
  };

  const server = createServer((client) => {
    const upstream = connect(target);
    track(client);
    track(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy has no port');

  return {
    port: address.port,
    pause() {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume() {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    killConnections() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
