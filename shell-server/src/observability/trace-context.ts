import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Each request's W3C trace context (issue 45). Its trace id is the request id of the server's log line; it goes on, as
 * `traceparent`, with every fetch the request makes (the renderers' API reads) and into the page
 * (`<meta name="traceparent">`, which the page's API calls send), so the API's lines of that first view and of the
 * visitor's calls share it. With tracing on, the ids are the request's span's, so the API's spans join its trace.
 */
export interface TraceContext {
  traceId: string;
  spanId: string;
}

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
const storage = new AsyncLocalStorage<TraceContext>();
const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Set by tracing.ts once OpenTelemetry runs: the span the code runs in. */
let activeSpan: () => TraceContext | undefined = () => undefined;

export function useActiveSpan(source: () => TraceContext | undefined): void {
  activeSpan = source;
}

/** The trace a request belongs to: its span's, else the one its `traceparent` names, else a new one. */
export function traceContextOf(req: IncomingMessage): TraceContext {
  const span = activeSpan();
  if (span) return span;
  const header = req.headers.traceparent;
  const traceId = typeof header === 'string' ? TRACEPARENT.exec(header.trim().toLowerCase())?.[1] : undefined;
  return { traceId: traceId && !/^0+$/.test(traceId) ? traceId : randomHex(16), spanId: randomHex(8) };
}

export const runInTrace = <T>(context: TraceContext, fn: () => T): T => storage.run(context, fn);

export const currentTrace = (): TraceContext | undefined => storage.getStore();

export function currentTraceparent(): string | undefined {
  const trace = currentTrace();
  return trace && `00-${trace.traceId}-${trace.spanId}-01`;
}

/** The page's trace, for its API calls (web-kit's client sends it on the calls a visitor makes). */
export function traceparentMeta(): string {
  const traceparent = currentTraceparent();
  return traceparent ? `<meta name="traceparent" content="${traceparent}">` : '';
}

/**
 * Makes every fetch of this process send the trace of the request it is made for. Renderers call the global fetch
 * themselves (web-kit's client), so it is wrapped once, here, rather than passed to each.
 */
let propagating = false;

export function propagateTraceToFetch(): void {
  if (propagating) return;
  propagating = true;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const traceparent = currentTraceparent();
    if (!traceparent) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('traceparent')) headers.set('traceparent', traceparent);
    return original(input, { ...init, headers });
  };
}
