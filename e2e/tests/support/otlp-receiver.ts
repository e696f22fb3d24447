import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export carries it (ids in hex), with its service's name. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = { key: string; value: OtlpValue }[] | undefined;
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttributes };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttributes })[];
    }[];
  }[];
}

const valueOf = (value: OtlpValue) =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const attributesOf = (attributes: OtlpAttributes) =>
  Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, valueOf(value)]));

/**
 * An OTLP/HTTP trace receiver, as a collector listens for one (POST /v1/traces, JSON): keeps every span it is sent,
 * so a test can look at the traces the servers exported.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (
        req.method === 'POST' &&
        req.url === '/v1/traces' &&
        /json/.test(req.headers['content-type'] ?? '')
      ) {
        for (const resource of (JSON.parse(body) as OtlpExport).resourceSpans ?? []) {
          const service = String(attributesOf(resource.resource?.attributes)['service.name']);
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } else {
        res.writeHead(415).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
