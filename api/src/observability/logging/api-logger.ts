import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Options as RequestLogOptions } from 'pino-http';
import type { ObservabilitySettings } from '../observability-settings.js';
import { requestIdOf } from '../trace-context.js';
import { pathOnly, REDACTED, REDACTED_PATHS, scrubText } from './personal-data.js';
import { routeOf } from '../metrics/route-of.js';

/** Answers that are no news: load balancers and Prometheus ask every few seconds (see observe-http.ts). */
export const isProbe = (url: string | undefined) => /^\/(health\/|metrics(\?|$))/.test(url ?? '');

/**
 * The API's one pino logger (issue 45): JSON lines, or pino-pretty's readable ones (LOG_FORMAT), with personal data
 * redacted. pino-pretty runs in this thread (no worker thread at start) and is loaded only when asked for.
 */
export function createApiLogger(settings: ObservabilitySettings, destination?: DestinationStream): Logger {
  const stream =
    destination ??
    (settings.logFormat === 'pretty'
      ? (createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty'))({
          translateTime: 'HH:MM:ss',
          // The request line's fields are in its message already; its request id stays.
          ignore: 'pid,hostname,service,context,method,route,path,status,durationMs',
          messageFormat: '{if context}[{context}] {end}{msg}',
          singleLine: true,
        })
      : undefined);
  return pino(
    {
      level: settings.logLevel,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
    },
    stream ?? pino.destination({ sync: false }),
  );
}

/** What each request's line says: method, route, status, duration, and (as the child's binding) the request id. */
function requestFields(req: IncomingMessage, res: ServerResponse, durationMs: number) {
  return {
    method: req.method,
    route: routeOf(req),
    path: scrubText(pathOnly(req.url)),
    status: res.statusCode,
    durationMs,
  };
}

/** pino-http's options: one line per request, when its answer has gone, with no header, body or query in it. */
export function requestLogOptions(logger: Logger): RequestLogOptions {
  return {
    logger,
    genReqId: (req) => requestIdOf(req),
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    quietReqLogger: true,
    quietResLogger: true,
    autoLogging: { ignore: (req) => isProbe(req.url) },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessObject: (req, res, { durationMs }: { durationMs: number }) => requestFields(req, res, durationMs),
    customErrorObject: (req, res, _error, { durationMs }: { durationMs: number }) =>
      requestFields(req, res, durationMs),
    customSuccessMessage: (req, res, durationMs) =>
      `${req.method} ${routeOf(req)} ${res.statusCode} ${Math.round(durationMs)} ms`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
  };
}
