/**
 * `npm run serve:shell -w stack -- --dist shell/dist --config config.json`: the shell's production server (see
 * shell-server.ts; settings in settings.ts). No emulator, no mail server, no development mode: what production runs,
 * and what the launcher (`npm start`) and the Lighthouse bench run for the shell.
 */
import { shellServerSettings } from './settings';
import { startShellServer } from './shell-server';

process.env.NODE_ENV = 'production';

async function main(): Promise<void> {
  const settings = shellServerSettings(process.argv.slice(2), process.env, process.env.INIT_CWD || process.cwd());
  const server = await startShellServer(settings);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(
    `Shell server listening on ${server.url} (site ${settings.siteOrigins[0]}, config ${settings.configFile}); ` +
      (server.firstViewsReady
        ? 'first views ready.'
        : 'some public routes could not be drawn: their visitors get them drawn by the browser.'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
