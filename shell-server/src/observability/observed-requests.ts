import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ShellMetrics } from './metrics.js';
import { runInTrace, traceContextOf } from './trace-context.js';

export const LIVENESS_PATH = '/health/live';
export const READINESS_PATH = '/health/ready';
export const METRICS_PATH = '/metrics';

export interface Readiness {
  /** False: the load balancer should send nothing here (503). */
  ready: boolean;
  [detail: string]: unknown;
}

export interface ObservedRequestsOptions {
  logger: Logger;
  metrics: ShellMetrics;
  /** The bearer token /metrics asks for; without one, /metrics is an unknown path (see docs/observability.md). */
  metricsToken: string | undefined;
  readiness: () => Readiness;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** The route a request is counted under: a handful of kinds, so that no visitor can grow the number of series. */
function routeOf(urlPath: string, res: ServerResponse): string {
  if (urlPath === '/config.json') return urlPath;
  if (String(res.getHeader('content-type') ?? '').startsWith('text/html')) return 'page';
  return res.statusCode === 404 ? 'not-found' : 'asset';
}

/**
 * The static server's `around` for the shell server (issue 45): answers the probes and /metrics itself (not logged:
 * they come every few seconds), and runs every other request in its trace context, then logs one line for it (method,
 * route, path, status, duration, request id) and counts it.
 */
export function observeRequests({ logger, metrics, metricsToken, readiness }: ObservedRequestsOptions) {
  const expected = metricsToken && digest(`Bearer ${metricsToken}`);
  return async (req: IncomingMessage, res: ServerResponse, handle: () => Promise<void>): Promise<void> => {
    const urlPath = (req.url ?? '/').split('?')[0]!;
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    if (isGet && urlPath === LIVENESS_PATH) return sendJson(res, 200, { status: 'ok' });
    if (isGet && urlPath === READINESS_PATH) {
      const state = readiness();
      return sendJson(res, state.ready ? 200 : 503, state);
    }
    if (isGet && urlPath === METRICS_PATH && expected) {
      // Compared as digests: the same length whatever was sent, so the time taken tells nothing about the token.
      if (!timingSafeEqual(digest(String(req.headers.authorization ?? '')), expected))
        return sendJson(res, 401, { status: 401, message: 'Unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(await metrics.registry.metrics());
      return;
    }
    const trace = traceContextOf(req);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const fields = {
        requestId: trace.traceId,
        method: req.method ?? 'GET',
        route: routeOf(urlPath, res),
        path: urlPath,
        status: res.statusCode,
        durationMs: Math.round(seconds * 1000),
      };
      metrics.answered(
        { method: fields.method, route: fields.route, status: String(fields.status) },
        seconds,
      );
      const level =
        fields.status >= 500 ? 'error' : fields.status >= 400 && fields.status !== 404 ? 'warn' : 'info';
      logger[level](fields, `${fields.method} ${urlPath} ${fields.status} ${fields.durationMs} ms`);
    });
    return runInTrace(trace, handle);
  };
}
