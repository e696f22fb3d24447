/**
 * The shell server as a library, for the tools that start it in-process or check its settings (the program itself is
 * main.ts). Its other entries: `shell-server/static-server` (the static server, also what the launcher serves the
 * remotes' builds with), `shell-server/security-headers/*` (the site's policy, also written into each build's
 * `_headers`), `shell-server/server-files` (where a build puts its first-view renderer) and `shell-server/main` (the
 * program's file, for whoever spawns it).
 */
export { startShellServer, type ShellServer } from './shell-server.js';
export {
  SettingsError,
  SHUTDOWN_GRACE_MS,
  shellServerSettings,
  type ShellServerSettings,
} from './settings.js';
export { checkStart } from './start-checks.js';
