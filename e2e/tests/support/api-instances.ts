import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { freePorts } from 'stack/net';
import { packageBuildDir } from 'stack/package-builds';


/** A database of the test's own on the PostgreSQL of DATABASE_URL (the journeys' database stays untouched). */
export async function createOwnDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith('postgres'))
    throw new Error(
      'multi-instance journey: set DATABASE_URL to a PostgreSQL server (PGlite cannot be shared)',
    );
  const name = `e2e_instances_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface RoundRobinProxy {
  url: string;
  backends: string[];
  /** Requests forwarded to each backend. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/** A tiny load balancer: each request goes to the next backend in turn, as a platform's router spreads them. */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0;
  const proxy: Omit<RoundRobinProxy, 'url' | 'close'> = { backends: [], served: new Map() };
  const server: Server = createServer((req, res) => {
    const backend = proxy.backends[next++ % proxy.backends.length];
    if (!backend) {
      res.writeHead(502).end();
      return;
    }
    proxy.served.set(backend, (proxy.served.get(backend) ?? 0) + 1);
    const upstream = httpRequest(
      `${backend}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    ...proxy,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ApiInstance {
  url: string;
  stop(): Promise<void>;
}

/**
 * One API process as production runs it (api/dist/main.js), ready once its health route answers. Its traffic is part
 * of the journeys': it checks it against its OpenAPI document like the launcher's API and writes what falls outside
 * to the run's file (API_CONTRACT_VIOLATIONS_FILE, inherited), which fails the run at its end.
 */
export async function startApiInstance(name: string, env: Record<string, string>): Promise<ApiInstance> {
  const [port] = await freePorts(1);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(packageBuildDir('api'), 'dist/main.js')], {
    env: { ...process.env, API_CONTRACT_CHECK: 'true', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const giveUp = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API instance ${name} exited at start:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > giveUp) {
      child.kill('SIGKILL');
      throw new Error(`API instance ${name} did not answer within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
