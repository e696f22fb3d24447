/**
 * The shell's production server's program (main.ts starts it). See shell-server.ts; settings in settings.ts, checked at start (start-checks.ts). No emulator, no mail server and
 * production mode unless NODE_ENV says otherwise: what production runs, and what the launcher (`npm start`), the
 * journeys and the Lighthouse bench run for the shell. SIGTERM (or Ctrl-C) stops taking connections, lets the
 * requests in flight finish (SHUTDOWN_GRACE_MS at most) and exits 0. A setting it cannot start with is one line on
 * stderr, exit code 2; any other failure to start, exit code 1; never a stack trace.
 */
import { SettingsError, shellServerSettings } from './settings.js';
import { startShellServer } from './shell-server.js';

if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

async function main(stopTracing?: () => Promise<void>): Promise<void> {
  const settings = shellServerSettings(
    process.argv.slice(2),
    process.env,
    process.env.INIT_CWD || process.cwd(),
  );
  const server = await startShellServer(settings);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.logger.info(
      `Shell server: ${signal}, finishing ${server.inFlight()} request(s) in flight, taking no new ones.`,
    );
    void server
      .drain(settings.shutdownGraceMs)
      .then(() => stopTracing?.())
      // Written lines still buffered (JSON goes out asynchronously) would be lost to the exit.
      .then(() => new Promise<void>((done) => server.logger.flush(() => done())))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.logger.info(
    `Shell server listening on ${server.url} (site ${settings.siteOrigins[0]}, config ${settings.configFile}, ` +
      `${process.env.NODE_ENV} mode); ` +
      (server.firstViewsReady
        ? 'first views ready.'
        : 'some public routes could not be drawn: their visitors get them drawn by the browser.'),
  );
}

export const serve = (stopTracing?: () => Promise<void>): Promise<void> =>
  main(stopTracing).catch((error: unknown) => {
    const settings = error instanceof SettingsError;
    console.error(
      `shell-server: ${settings ? 'cannot start: ' : ''}${error instanceof Error ? error.message : error}`,
    );
    process.exit(settings ? 2 : 1);
  });
