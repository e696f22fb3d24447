/**
 * The production server of the shell (issue 25): serves the shell's build, `/config.json` from its file, the security
 * headers derived from that config, and each public route's HTML with its page hints and first view. It keeps nothing
 * between requests but caches of what it reads (manifests for two seconds, renderers by hash), so any number of them
 * can run behind a load balancer, and a CDN may keep their pages for HTML_CACHE_SECONDS.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstViewDropLog } from './first-view/drop-log.js';
import { prepareFirstViews, shellPageWithFirstView, type FirstViewSources } from './first-view/first-view.js';
import { createRendererLoader, rendererUrlOf } from './first-view/renderer-loader.js';
import { loadLocalModule } from './first-view/server-modules.js';
import { shellHeadHtml } from './page-hints.js';
import { createRemoteJsonReader, createRemoteTextReader } from './remote-json.js';
import { responseSecurityHeaders } from './security-headers/response-headers.js';
import { startStaticServer, type RunningServer } from './static-server.js';
import { runtimeConfigFile } from './runtime-config-file.js';
import type { ShellServerSettings } from './settings.js';
import { checkStart } from './start-checks.js';

export interface ShellServer extends RunningServer {
  /** Whether every public route could be drawn before the server started listening. */
  firstViewsReady: boolean;
}

/** Refuses settings it cannot start with (a SettingsError naming the setting, see start-checks.ts). */
export async function startShellServer(settings: ShellServerSettings): Promise<ShellServer> {
  checkStart(settings);
  const readConfig = runtimeConfigFile(settings.configFile);
  const readJson = createRemoteJsonReader();
  const sources: FirstViewSources = {
    readConfig,
    loadShellRenderer: loadLocalModule(settings.shellRenderer),
    loadRemoteRenderer: createRendererLoader({
      rendererUrlOf: (manifestUrl) => rendererUrlOf(manifestUrl, settings.rendererOrigins),
    }),
    readJson,
    readText: createRemoteTextReader(),
    siteOrigins: settings.siteOrigins,
    renderBudgetMs: settings.firstViewBudgetMs,
    onDropped: firstViewDropLog().onDropped,
  };
  // Loads the renderers and draws each public route once before serving: otherwise the first visitor of each route
  // pays for loading and compiling, beyond the time a page may wait for its first view.
  const indexHtml = readFileSync(path.join(settings.dist, 'index.html'), 'utf8');
  const firstViewsReady = await prepareFirstViews(sources, indexHtml);
  const server = await startStaticServer({
    root: settings.dist,
    port: settings.port,
    host: settings.host,
    spa: true,
    htmlCacheControl: settings.htmlCacheControl,
    virtualJson: { '/config.json': readConfig },
    headHtml: shellHeadHtml(readConfig, readJson),
    pageHtml: shellPageWithFirstView(sources),
    securityHeaders: responseSecurityHeaders('shell', readConfig, { hsts: settings.hsts }),
  });
  return { ...server, firstViewsReady };
}
