import { expect, test } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { waitFor } from 'stack/net';
import { startProductionSite, type ProductionSite } from 'stack/production-site';
import { startOtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver';
import { startPrometheus } from '../support/prometheus';

const TOKEN = 'observability-test-token-1';
/** A visitor whose every detail must stay out of the logs. */
const VISITOR = {
  Name: 'Rosalinda Quintanilla',
  Email: 'rosalinda.quintanilla@example.com',
  Phone: '(210) 555-0188',
  'ZIP Code': '78209',
  'Project Type': 'Stone Patio',
  Message: 'Flagstone patio, side gate code 7731, ask for Ramiro',
};
const SECRETS = [
  VISITOR.Name,
  VISITOR.Email,
  VISITOR.Phone,
  '2105550188',
  VISITOR.Message,
  'Quintanilla',
  'gate code',
];

/** A PostgreSQL query's span (the pg instrumentation's, in OpenTelemetry's stable database conventions). */
const isQuery = (span: ReceivedSpan) => span.kind === 3 && span.attributes['db.system.name'] === 'postgresql';

type LogLine = Record<string, unknown> & { requestId?: string; msg?: string };

type Process = ProductionSite['processes']['api'];

/** Every JSON line a process writes from now on (its other output is kept as text for the redaction check). */
function collect(proc: Process) {
  const lines: LogLine[] = [];
  let text = '';
  let partial = '';
  proc.child.stdout?.on('data', (chunk: Buffer | string) => {
    text += chunk.toString();
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
  });
  proc.child.stderr?.on('data', (chunk: Buffer | string) => (text += chunk.toString()));
  return { lines, text: () => text };
}

/**
 * The composed site as production runs it (the API on PostgreSQL, the shell's server, the remotes' builds), with its
 * logs read, its traces received by an OTLP receiver of this test, and its metrics scraped by a real Prometheus
 * (issue 45's quality bars).
 */
test.describe.configure({ mode: 'serial' });
// Prometheus' start and its first scrapes, and a trace's export, take seconds each on a busy machine.
test.setTimeout(90_000);

let site: ProductionSite;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let api: ReturnType<typeof collect>;
let shell: ReturnType<typeof collect>;

test.beforeAll(async () => {
  test.info().setTimeout(240_000);
  receiver = await startOtlpReceiver();
  site = await startProductionSite({
    env: {
      LOG_FORMAT: 'json',
      METRICS_TOKEN: TOKEN,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Spans go out within a fifth of a second, so the test need not wait for the default five.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // Every first view reads the database (its pg span), however recently the page was drawn.
      READ_CACHE_TTL_MS: '0',
    },
  });
  api = collect(site.processes.api);
  shell = collect(site.processes.shell);
});

test.afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

test("a quote sent through the site: the API's lines share the shell server's request id, and none names the visitor", async ({
  page,
}) => {
  await page.goto(`${site.shellUrl}/contact`);
  for (const [label, value] of Object.entries(VISITOR))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Request Free Quote' }).click();
  await expect(page.getByText(MESSAGES.quote.successTitle, { exact: true })).toBeVisible();

  const find = () => shell.lines.find((line) => line.path === '/contact' && line.status === 200);
  await waitFor("the page's log line", async () => find() !== undefined, 10_000);
  const contact = find();
  expect(contact).toMatchObject({
    method: 'GET',
    route: 'page',
    requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  await waitFor(
    'the quote in the API log',
    async () => api.lines.some((line) => line.route === '/api/public'),
    10_000,
  );
  const ofThatView = api.lines.filter((line) => line.requestId === contact!.requestId);
  // The first view's reads, made by the shell's server, and the visitor's quote, sent by the page.
  expect(ofThatView).toContainEqual(
    expect.objectContaining({
      method: 'GET',
      route: '/api/content/:page',
      path: '/api/content/contact',
      status: 200,
    }),
  );
  expect(ofThatView).toContainEqual(
    expect.objectContaining({ method: 'POST', route: '/api/public', status: 201 }),
  );
  for (const secret of SECRETS) {
    expect(api.text()).not.toContain(secret);
    expect(shell.text()).not.toContain(secret);
  }
});

test("one trace from a public page's first view, through the API, to PostgreSQL", async () => {
  await fetch(`${site.shellUrl}/services`);
  const view = () => shell.lines.find((line) => line.path === '/services');
  await waitFor("the first view's log line", async () => view() !== undefined, 10_000);
  const traceId = view()!.requestId!;
  const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
  await waitFor(
    'the spans of the first view',
    async () => ofTrace().some((span) => span.service === 'api' && isQuery(span)),
    20_000,
  );
  const spans = ofTrace();
  const shellRequest = spans.find((span) => span.service === 'shell-server' && !span.parentSpanId);
  expect(shellRequest).toBeDefined();
  const apiRequest = spans.find(
    (span) => span.service === 'api' && span.parentSpanId === shellRequest!.spanId,
  );
  expect(apiRequest).toMatchObject({ kind: 2 }); // SERVER
  const query = spans.find((span) => span.service === 'api' && isQuery(span));
  // The query is the API request's: its ancestry leads back to the request span.
  const ancestors = (spanId: string | undefined): string[] => {
    const span = spans.find((candidate) => candidate.spanId === spanId);
    return span ? [span.spanId, ...ancestors(span.parentSpanId)] : [];
  };
  expect(ancestors(query!.spanId)).toContain(apiRequest!.spanId);
});

test('Prometheus scrapes both servers with the token and answers the request counter and the outbox backlog', async () => {
  const address = (url: string) => new URL(url).host;
  const prometheus = await startPrometheus([
    { job: 'api', address: address(site.apiUrl), token: TOKEN },
    { job: 'shell', address: address(site.shellUrl), token: TOKEN },
  ]);
  try {
    expect(await prometheus.value('up{job="api"} == 1')).toBe(1);
    expect(await prometheus.value('up{job="shell"} == 1')).toBe(1);
    expect(
      await prometheus.value('sum(http_requests_total{job="api",route="/api/content/:page",status="200"})'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await prometheus.value('sum(http_requests_total{job="shell",route="page"})'),
    ).toBeGreaterThanOrEqual(2);
    expect(await prometheus.value('email_outbox_backlog{job="api"}')).toBe(0); // no mail server: no e-mail queued
  } finally {
    await prometheus.stop();
  }
  // Not on the public ports without the token.
  for (const url of [site.apiUrl, site.shellUrl]) {
    const answer = await fetch(`${url}/metrics`);
    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toContain('http_requests_total');
  }
});
