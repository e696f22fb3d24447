import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentTrace } from './trace-context.js';

/**
 * The shell server's pino logger (issue 45): JSON lines, or pino-pretty's readable ones with LOG_FORMAT=pretty
 * (loaded only then). A line written while a request is answered carries its request id (its trace id). The server
 * sees no form data; URLs are logged without their query, the one place a visitor's text could be.
 */
export function createLogger(
  settings: { logFormat: 'json' | 'pretty'; logLevel: string },
  destination?: DestinationStream,
): Logger {
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
      : pino.destination({ sync: false }));
  return pino(
    {
      level: settings.logLevel,
      base: { service: 'shell-server' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const trace = currentTrace();
        return trace ? { requestId: trace.traceId } : {};
      },
    },
    stream,
  );
}
