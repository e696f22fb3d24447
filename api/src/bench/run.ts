/**
 * npm run bench -w api: autocannon against the API's public reads and the quote POST, beside a trivial Nest app
 * measured in the same run on the same machine. Targets (issue 3): content and gallery reads >= 70% of the trivial
 * route's req/s, p99 < 50 ms at 50 connections.
 *
 * Database: BENCH_DATABASE_URL when set (a PostgreSQL you do not mind filling with quotes), else a throw-away PGlite.
 * BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (default 50).
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function start(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = fork(join(here, script), [], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  name: string;
  reqPerSec: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  // A short warm-up so JIT and connection pools are settled before the measured run.
  await autocannon({ ...options, connections, duration: 2 });
  const result = await autocannon({ ...options, connections, duration });
  return {
    name,
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
const apiEnv: Record<string, string> = {
  UPLOADS_DIR: join(dataDir, 'uploads'),
  PGLITE_DATA_DIR: join(dataDir, 'pglite'),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  FIREBASE_AUTH_EMULATOR_HOST: '',
};
const trivial = await start('trivial-app.js', {});
const api = await start('api-server.js', apiEnv).catch(async (error: unknown) => {
  await stop(trivial.child);
  throw error;
});

try {
  const quote = JSON.stringify({
    name: 'Bench Customer',
    email: 'bench@example.com',
    phone: '(210) 555-0100',
    zipCode: '78205',
    projectType: 'Stone Patio',
    message: 'Benchmark quote request, please ignore.',
  });
  const rows: Row[] = [];
  rows.push(await measure('trivial Nest GET /', { url: `${trivial.url}/` }));
  rows.push(await measure('GET /api/content/home', { url: `${api.url}/api/content/home` }));
  rows.push(await measure('GET /api/gallery', { url: `${api.url}/api/gallery` }));
  rows.push(
    await measure('GET /api/public/service-area/check/78205', {
      url: `${api.url}/api/public/service-area/check/78205`,
    }),
  );
  rows.push(
    await measure('POST /api/public', {
      url: `${api.url}/api/public`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: quote,
    }),
  );

  const baseline = rows[0]!.reqPerSec;
  console.log(
    `\nAPI bench: ${connections} connections, ${duration} s each, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary)'}`,
  );
  console.table(
    rows.map((row) => ({
      endpoint: row.name,
      'req/s': Math.round(row.reqPerSec),
      'p99 ms': row.p99,
      '% of trivial': `${Math.round((row.reqPerSec / baseline) * 100)}%`,
      'non-2xx/errors': row.errors,
    })),
  );
  const reads = rows.filter((row) => /content|gallery/.test(row.name));
  const readsOk = reads.every((row) => row.reqPerSec >= 0.7 * baseline);
  const p99Ok = rows.every((row) => row.p99 < 50);
  console.log(
    `content/gallery reads >= 70% of trivial: ${readsOk ? 'yes' : 'NO'}; every p99 < 50 ms: ${p99Ok ? 'yes' : 'NO'}`,
  );
} finally {
  await Promise.all([stop(trivial.child), stop(api.child)]);
  rmSync(dataDir, { recursive: true, force: true });
}
