/**
 * The production server of the shell (issue 25): serves the shell's build, `/config.json` from its file, the security
 * headers derived from that config, and each public route's HTML with its page hints and first view. It keeps nothing
 * between requests but caches of what it reads (manifests for two seconds, renderers by hash), so any number of them
 * can run behind a load balancer, and a CDN may keep their pages for HTML_CACHE_SECONDS.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstViewDropLog } from './first-view/drop-log.js';
import { prepareFirstViews, shellPageWithFirstView, type FirstViewSources } from './first-view/first-view.js';
import { createRendererLoader, rendererUrlOf } from './first-view/renderer-loader.js';
import { loadLocalModule } from './first-view/server-modules.js';
import { createLogger } from './observability/logger.js';
import { createShellMetrics } from './observability/metrics.js';
import { observeRequests } from './observability/observed-requests.js';
import { propagateTraceToFetch, traceparentMeta } from './observability/trace-context.js';
import { shellHeadHtml } from './page-hints.js';
import { createRemoteJsonReader, createRemoteTextReader } from './remote-json.js';
import { responseSecurityHeaders } from './security-headers/response-headers.js';
import { startStaticServer, type RunningServer } from './static-server.js';
import { runtimeConfigFile } from './runtime-config-file.js';
import type { DestinationStream, Logger } from 'pino';
import type { ShellServerSettings } from './settings.js';
import { checkStart } from './start-checks.js';

export interface ShellServer extends RunningServer {
  /** Whether every public route could be drawn before the server started listening. */
  firstViewsReady: boolean;
  /** The server's logger (JSON lines or pino-pretty's, LOG_FORMAT). */
  logger: Logger;
}

/**
 * Refuses settings it cannot start with (a SettingsError naming the setting, see start-checks.ts). `logDestination`:
 * where its log lines go instead of stdout (tests).
 */
export async function startShellServer(
  settings: ShellServerSettings,
  { logDestination }: { logDestination?: DestinationStream } = {},
): Promise<ShellServer> {
  checkStart(settings);
  const logger = createLogger(settings, logDestination);
  const metrics = createShellMetrics();
  const drops = firstViewDropLog((line) => logger.warn(line));
  propagateTraceToFetch();
  const readConfig = runtimeConfigFile(settings.configFile, (message) => logger.warn(message));
  const readJson = createRemoteJsonReader();
  const sources: FirstViewSources = {
    readConfig,
    loadShellRenderer: loadLocalModule(settings.shellRenderer),
    loadRemoteRenderer: createRendererLoader({
      rendererUrlOf: (manifestUrl) => rendererUrlOf(manifestUrl, settings.rendererOrigins),
      warn: (message) => logger.warn(message),
    }),
    readJson,
    readText: createRemoteTextReader(),
    siteOrigins: settings.siteOrigins,
    renderBudgetMs: settings.firstViewBudgetMs,
    onDropped: (drop) => {
      drops.onDropped(drop);
      metrics.dropped(drop.reason);
    },
    onDrawn: () => metrics.drawn(),
  };
  // Loads the renderers and draws each public route once before serving: otherwise the first visitor of each route
  // pays for loading and compiling, beyond the time a page may wait for its first view.
  const indexHtml = readFileSync(path.join(settings.dist, 'index.html'), 'utf8');
  const firstViewsReady = await prepareFirstViews(sources, indexHtml);
  const hints = shellHeadHtml(readConfig, readJson);
  const server = await startStaticServer({
    root: settings.dist,
    port: settings.port,
    host: settings.host,
    spa: true,
    htmlCacheControl: settings.htmlCacheControl,
    virtualJson: { '/config.json': readConfig },
    headHtml: async (urlPath) => `${await hints(urlPath)}${traceparentMeta()}`,
    pageHtml: shellPageWithFirstView(sources),
    securityHeaders: responseSecurityHeaders('shell', readConfig, { hsts: settings.hsts }),
    around: observeRequests({
      logger,
      metrics,
      metricsToken: settings.metricsToken,
      readiness: () => readiness(path.join(settings.dist, 'index.html'), firstViewsReady),
    }),
  });
  return { ...server, firstViewsReady, logger };
}

/**
 * Whether a load balancer should send requests here (issue 45): not without the shell's index.html (a dist folder
 * removed or half-replaced: every page is that file). First views that could not be drawn at start make it
 * `degraded`, not unready: its pages still work, drawn by the browser. Once SIGTERM's drain begins the server takes
 * no connection, so the balancer's next probe fails and it stops sending.
 */
function readiness(indexFile: string, firstViewsReady: boolean) {
  if (!existsSync(indexFile)) return { ready: false, status: 'error', shell: `${indexFile} is missing` };
  return {
    ready: true,
    status: firstViewsReady ? 'ok' : 'degraded',
    firstViews: firstViewsReady ? 'ready' : 'not all drawn at start',
  };
}
