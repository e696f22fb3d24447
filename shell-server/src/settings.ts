/**
 * The shell server's settings, from its command line and environment (flags win), refused with a SettingsError that
 * names the setting (the program prints its message alone: no stack trace):
 *
 *   --dist <folder>      SHELL_DIST            the shell's dist folder (served as the site)
 *   --config <file>      RUNTIME_CONFIG_FILE   the runtime config served as /config.json, re-read when it changes
 *                        SHELL_RENDERER        the shell's renderer (default: <dist>/../dist-server/first-paint.mjs)
 *                        PORT, BIND_HOST       where it listens (3000, 0.0.0.0)
 *                        SITE_ORIGINS          the site's public origins, comma-separated; the first is the one
 *                                              first views are drawn for when a request names none of them
 *                        FIRST_VIEW_RENDERERS  where remotes' renderers are fetched: comma-separated
 *                                              `<manifest origin>=<base URL>` pairs (https:, http: or file:)
 *                        HTML_CACHE_SECONDS    how long a CDN in front may keep a page (s-maxage; default 0)
 *                        HSTS                  `true` behind HTTPS: Strict-Transport-Security on every answer
 *                        FIRST_VIEW_BUDGET_MS  how long a page waits for its first view (default 600)
 *                        SHUTDOWN_GRACE_MS     on SIGTERM, how long requests in flight may take to finish (10000)
 *                        LOG_FORMAT            `json` (one JSON object a line) or `pretty` (pino-pretty); default
 *                                              pretty with NODE_ENV=development, JSON otherwise
 *                        LOG_LEVEL             pino's level (default info; silent under jest, NODE_ENV=test)
 *                        METRICS_TOKEN         the bearer token of GET /metrics; unset: no /metrics (issue 45)
 *                        OTEL_EXPORTER_OTLP_ENDPOINT  traces over OTLP/HTTP when set (read by main.ts, tracing.ts)
 *
 * What the settings point at (the dist folder, the config file, the renderer origins against that config) is checked
 * when the server starts: start-checks.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIRST_PAINT_FILE, SERVER_DIST_DIR } from './server-files.js';
import { RENDER_BUDGET_MS } from './first-view/first-view.js';
import type { RendererOrigins } from './first-view/renderer-loader.js';

export interface ShellServerSettings {
  dist: string;
  configFile: string;
  shellRenderer: string;
  port: number;
  host: string;
  siteOrigins: string[];
  rendererOrigins: RendererOrigins;
  htmlCacheControl: string;
  hsts: boolean;
  firstViewBudgetMs: number;
  shutdownGraceMs: number;
  logFormat: 'json' | 'pretty';
  logLevel: string;
  metricsToken: string | undefined;
}

/** A setting the server cannot start with: its message names the setting and says what is wrong. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** The schemes a renderer may be fetched by (a private origin over HTTP(S), or a folder of the server's disk). */
const RENDERER_SCHEMES = ['https:', 'http:', 'file:'];

type Env = Record<string, string | undefined>;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function origin(value: string, setting: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new SettingsError(`${setting}: "${value}" is not a URL`);
  }
}

function rendererOriginsOf(value: string | undefined): RendererOrigins {
  return Object.fromEntries(
    list(value).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0)
        throw new SettingsError(`FIRST_VIEW_RENDERERS: "${pair}" is not <manifest origin>=<base URL>`);
      const base = pair.slice(at + 1);
      origin(base, 'FIRST_VIEW_RENDERERS');
      if (!RENDERER_SCHEMES.includes(new URL(base).protocol))
        throw new SettingsError(
          `FIRST_VIEW_RENDERERS: "${base}" is not a renderer base URL (${RENDERER_SCHEMES.join(', ')})`,
        );
      return [origin(pair.slice(0, at), 'FIRST_VIEW_RENDERERS'), base];
    }),
  );
}

function portOf(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingsError(`PORT: "${value}" is not a TCP port`);
  return port;
}

function millisecondsOf(value: string | undefined, setting: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new SettingsError(`${setting}: "${value}" is not a number of milliseconds`);
  return ms;
}

export const SHUTDOWN_GRACE_MS = 10_000;

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
/** Shorter tokens are guessable; Prometheus reads it from a file, so length costs nothing. */
const MIN_TOKEN_LENGTH = 16;

function logSettingsOf(env: Env): Pick<ShellServerSettings, 'logFormat' | 'logLevel' | 'metricsToken'> {
  const logFormat = env.LOG_FORMAT?.trim() || (env.NODE_ENV === 'development' ? 'pretty' : 'json');
  if (logFormat !== 'json' && logFormat !== 'pretty')
    throw new SettingsError(`LOG_FORMAT: "${logFormat}" is neither json nor pretty`);
  const logLevel = env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel))
    throw new SettingsError(`LOG_LEVEL: "${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken && metricsToken.length < MIN_TOKEN_LENGTH)
    throw new SettingsError(`METRICS_TOKEN: shorter than ${MIN_TOKEN_LENGTH} characters`);
  return { logFormat, logLevel, metricsToken };
}

/** `cwd`: what relative paths are relative to (where the command was typed: npm's INIT_CWD). */
export function shellServerSettings(argv: string[], env: Env, cwd = process.cwd()): ShellServerSettings {
  let values: { dist?: string; config?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { dist: { type: 'string' }, config: { type: 'string' } },
    }));
  } catch (error) {
    throw new SettingsError(
      `${(error as Error).message} (the options are --dist <folder> and --config <file>)`,
    );
  }
  const distSetting = values.dist ?? env.SHELL_DIST;
  const configSetting = values.config ?? env.RUNTIME_CONFIG_FILE;
  if (!distSetting) throw new SettingsError("Name the shell's dist folder: --dist <folder> or SHELL_DIST");
  if (!configSetting)
    throw new SettingsError('Name the runtime config: --config <file> or RUNTIME_CONFIG_FILE');
  const dist = path.resolve(cwd, distSetting);
  const port = portOf(env.PORT);
  const siteOrigins = list(env.SITE_ORIGINS).map((value) => origin(value, 'SITE_ORIGINS'));
  const cacheSeconds = Number(env.HTML_CACHE_SECONDS ?? 0);
  if (!Number.isInteger(cacheSeconds) || cacheSeconds < 0)
    throw new SettingsError(`HTML_CACHE_SECONDS: "${env.HTML_CACHE_SECONDS}" is not a number of seconds`);
  return {
    dist,
    configFile: path.resolve(cwd, configSetting),
    shellRenderer: path.resolve(
      cwd,
      env.SHELL_RENDERER || path.join(path.dirname(dist), SERVER_DIST_DIR, FIRST_PAINT_FILE),
    ),
    port,
    host: env.BIND_HOST || '0.0.0.0',
    siteOrigins: siteOrigins.length ? siteOrigins : [`http://localhost:${port}`],
    rendererOrigins: rendererOriginsOf(env.FIRST_VIEW_RENDERERS),
    // Browsers always revalidate (a new deployment shows at once); a shared cache may keep the page that long.
    htmlCacheControl: cacheSeconds > 0 ? `public, max-age=0, s-maxage=${cacheSeconds}` : 'no-cache',
    hsts: env.HSTS === 'true',
    firstViewBudgetMs: millisecondsOf(env.FIRST_VIEW_BUDGET_MS, 'FIRST_VIEW_BUDGET_MS', RENDER_BUDGET_MS),
    shutdownGraceMs: millisecondsOf(env.SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS', SHUTDOWN_GRACE_MS),
    ...logSettingsOf(env),
  };
}
