import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { freePort } from './free-port.js';
import { until as waitUntil } from './wait.js';

/** A key prefix of this test run's own, so runs sharing a Redis never see each other's keys. */
export const testKeyPrefix = () => `test-${randomUUID().slice(0, 8)}:`;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** wait.ts's `until`, condition first (this helper's callers' order). */
const until = (check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> =>
  waitUntil(what, check, timeoutMs);

export interface OwnRedis {
  url: string;
  /** Kills the server (SIGKILL, as a crash or a lost host) and waits until the port refuses. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free port, never the machine's shared one, so the test may take it away.
 * Nothing is kept on disk.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await until(() => accepts(port), `redis-server on ${port}`);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      await until(async () => !(await accepts(port)), `redis-server on ${port} to stop`);
    },
  };
  await redis.start();
  return redis;
}

export { until };
