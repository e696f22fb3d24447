import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts, waitFor } from 'stack/net';

export interface ScrapeTarget {
  job: string;
  /** host:port */
  address: string;
  token: string;
}

/**
 * Debian's Prometheus (the `prometheus` package, installed by .ci/run), started on a free port with a folder of its
 * own, scraping `targets` every second with their bearer tokens, as a deployment's would.
 */
export async function startPrometheus(targets: ScrapeTarget[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'prometheus-'));
  const [port] = await freePorts(1);
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      ...targets.flatMap(({ job, address, token }) => [
        `  - job_name: ${job}`,
        '    authorization:',
        `      credentials: ${token}`,
        '    static_configs:',
        `      - targets: ['${address}']`,
      ]),
    ].join('\n') + '\n',
  );
  const child = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'Prometheus',
      async () => (await fetch(`${url}/-/ready`).catch(() => undefined))?.ok === true,
      30_000,
    );
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }

  /** The value of `query` (an instant vector of one sample) once Prometheus has one, through its HTTP API. */
  async function value(query: string, timeoutMs = 30_000): Promise<number> {
    let found: number | undefined;
    await waitFor(
      `Prometheus to answer ${query}`,
      async () => {
        const answer = (await (
          await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`)
        ).json()) as {
          data: { result: { value: [number, string] }[] };
        };
        found = answer.data.result[0] && Number(answer.data.result[0].value[1]);
        return found !== undefined;
      },
      timeoutMs,
    );
    return found!;
  }

  return {
    url,
    value,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
