import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { FEDERATION_CONTRACT, FIRST_PAINT_CONTRACT } from 'shared-contracts';
import { shellServerSettings } from '../settings.js';
import { startShellServer, type ShellServer } from '../shell-server.js';
import { propagateTraceToFetch, runInTrace } from './trace-context.js';

// The public remote's manifest declares its pages, but no renderer can be had (none is built here): each public page's
// first view is dropped (not-drawn), which the metrics count. The admin remotes are nowhere.
const NOWHERE = 'http://127.0.0.1:9';
const PUBLIC_MANIFEST = {
  exposes: [{ path: './Gallery', assets: { css: { sync: [] } } }],
  metaData: {
    declaration: {
      contract: FEDERATION_CONTRACT,
      remote: 'mf_public',
      pages: [{ path: '/gallery', expose: 'Gallery', label: 'Gallery', section: 'public', order: 1 }],
      extensions: [],
      shared: {},
      firstPaint: { contract: FIRST_PAINT_CONTRACT, sha256: 'c0ffee' },
    },
  },
};
const TOKEN = 'scrape-token-0123456789';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe("the shell server's logs, metrics and probes (issue 45)", () => {
  const cdn = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(PUBLIC_MANIFEST));
  });
  const root = mkdtempSync(path.join(tmpdir(), 'shell-server-observability-'));
  const dist = path.join(root, 'dist');
  const configFile = path.join(root, 'config.json');
  mkdirSync(dist);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  const writeConfig = (publicManifest: string) =>
    writeFileSync(
      configFile,
      JSON.stringify({
        remotes: {
          mf_public: publicManifest,
          mf_admin_content: `${NOWHERE}/content/mf-manifest.json`,
          mf_admin_inquiries: `${NOWHERE}/inquiries/mf-manifest.json`,
          mf_admin_service_area: `${NOWHERE}/area/mf-manifest.json`,
        },
        apiBaseUrl: 'https://api.example.com',
        companyDomain: 'alamomasonry.com',
        firebase: { apiKey: 'key', authDomain: 'site.firebaseapp.com', projectId: 'site' },
      }),
    );
  writeConfig(`${NOWHERE}/public/mf-manifest.json`);
  const lines: Record<string, unknown>[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  let server: ShellServer;
  const start = (env: Record<string, string>) =>
    startShellServer(
      shellServerSettings(['--dist', dist, '--config', configFile], {
        PORT: '0',
        BIND_HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        FIRST_VIEW_BUDGET_MS: '2000',
        ...env,
      }),
      { logDestination },
    );

  beforeAll(async () => {
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    writeConfig(`http://127.0.0.1:${(cdn.address() as AddressInfo).port}/public/mf-manifest.json`);
    server = await start({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server.close();
    cdn.close();
  });

  it('logs one JSON line per request with the trace id of its traceparent, and hands that trace to the page', async () => {
    const page = await fetch(`${server.url}/gallery?name=Maria`, {
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<meta name="traceparent" content="00-${TRACE_ID}-[0-9a-f]{16}-01">`));
    const line = lines.find((entry) => entry.path === '/gallery');
    expect(line).toMatchObject({
      level: 'info',
      service: 'shell-server',
      requestId: TRACE_ID,
      method: 'GET',
      route: 'page',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('Maria');
  });

  it('starts a new trace for a request that brings none', async () => {
    await fetch(`${server.url}/services`);
    const line = lines.find((entry) => entry.path === '/services');
    expect(line?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(line?.requestId).not.toBe(TRACE_ID);
  });

  it('serves its metrics only with the token: requests by route and status, first views dropped by reason', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    await fetch(`${server.url}/config.json`);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/config.json",status="200"\} [1-9]/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="page",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(/^first_views_total\{result="dropped",reason="not-drawn"\} [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
  });

  it('answers liveness and readiness, and takes no probe once it drains', async () => {
    const other = await start({});
    try {
      expect(await (await fetch(`${other.url}/health/live`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${other.url}/health/ready`);
      expect(ready.status).toBe(200);
      // No renderer could be had: its pages are drawn by the browser, so it stays in, degraded.
      expect(await ready.json()).toMatchObject({ ready: true, status: 'degraded' });
      // Without METRICS_TOKEN there are no metrics: /metrics is just a path of the site.
      expect(await (await fetch(`${other.url}/metrics`)).text()).not.toContain('http_requests_total');
      const draining = other.drain(5000);
      await expect(fetch(`${other.url}/health/ready`)).rejects.toThrow();
      await draining;
    } finally {
      await other.close();
    }
  });
});

describe('the trace of a request goes with its fetches', () => {
  it('adds traceparent to every fetch made while a request is answered, and nothing outside one', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const api = createServer((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/content/home`;
    try {
      propagateTraceToFetch();
      await runInTrace({ traceId: TRACE_ID, spanId: '00f067aa0ba902b7' }, () => fetch(url));
      await fetch(url);
      expect(seen[0]!.traceparent).toBe(`00-${TRACE_ID}-00f067aa0ba902b7-01`);
      expect(seen[1]!.traceparent).toBeUndefined();
    } finally {
      api.close();
    }
  });
});
