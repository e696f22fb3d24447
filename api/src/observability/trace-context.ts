import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A request's id is its W3C trace id (issue 45): the shell's server sends `traceparent` on the API calls a first view
 * makes, and the page it serves sends it on the visitor's calls, so their log lines share one id with the shell's.
 * With tracing on, the id is the active span's (the same trace, continued); otherwise the caller's, or a new one.
 */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
const INVALID_TRACE_ID = '0'.repeat(32);

/** The trace id `traceparent` carries, if it is a valid one. */
export function traceIdOf(traceparent: string | string[] | undefined): string | undefined {
  const value = Array.isArray(traceparent) ? traceparent[0] : traceparent;
  const traceId = value && TRACEPARENT.exec(value.trim().toLowerCase())?.[1];
  return traceId && traceId !== INVALID_TRACE_ID ? traceId : undefined;
}

/** Set by tracing.ts once OpenTelemetry runs: the trace id of the span the code runs in. */
let activeTraceId: () => string | undefined = () => undefined;

export function useActiveTraceId(source: () => string | undefined): void {
  activeTraceId = source;
}

export function requestIdOf(req: IncomingMessage): string {
  return activeTraceId() ?? traceIdOf(req.headers.traceparent) ?? randomBytes(16).toString('hex');
}
