import { EnvValidationError } from '../config/env.js';

/**
 * The settings of logs, metrics and traces (issue 45), read beside the API's other settings (same environment, same
 * overrides in tests) and refused the same way, naming the variable:
 *
 *   LOG_FORMAT     `pretty` (pino-pretty, one readable line each) or `json` (one JSON object a line, for a log
 *                  collector); default: pretty with NODE_ENV=development, JSON otherwise
 *   LOG_LEVEL      pino's level (trace, debug, info, warn, error, fatal, silent); default info (error in tests)
 *   METRICS_TOKEN  the bearer token Prometheus scrapes /metrics with; unset: /metrics answers 404 (no metrics)
 *   OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: read by tracing.ts before the app starts
 */
export interface ObservabilitySettings {
  logFormat: 'json' | 'pretty';
  logLevel: string;
  metricsToken: string | undefined;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
/** Shorter tokens are guessable; Prometheus reads it from a file, so length costs nothing. */
const MIN_TOKEN_LENGTH = 16;

export function observabilitySettings(env: Record<string, string | undefined>): ObservabilitySettings {
  const problems: string[] = [];
  const format = env.LOG_FORMAT?.trim() || (env.NODE_ENV === 'development' ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') problems.push(`LOG_FORMAT must be json or pretty, not "${format}"`);
  // Under jest, errors only: what Nest's logger showed there before (createTestApp's ['error']).
  const level = env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'error' : 'info');
  if (!LEVELS.includes(level)) problems.push(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${level}"`);
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && token.length < MIN_TOKEN_LENGTH)
    problems.push(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  if (problems.length) throw new EnvValidationError(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
  return { logFormat: format as 'json' | 'pretty', logLevel: level, metricsToken: token };
}
