import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stopProcess, type ManagedProcess } from './processes';

/** The shell server's program, compiled (the `shell-server` package's build): what production starts with node. */
const ENTRY = fileURLToPath(import.meta.resolve('shell-server/main'));

/**
 * Starts the shell's production server by its own command, as a deployment does: plain node on the compiled program
 * (not npm's wrapper, which would end it on SIGTERM before it finished its requests). `env` holds its other settings
 * (see shell-server/src/settings.ts).
 */
export function startShellServerProcess(options: {
  dist: string;
  configFile: string;
  env: NodeJS.ProcessEnv;
  onUnexpectedExit?: () => void;
}): ManagedProcess {
  if (!existsSync(ENTRY))
    throw new Error(
      `${ENTRY} is missing: build the shell server first (npx turbo run build --filter=shell-server)`,
    );
  return startProcess(
    'shell',
    process.execPath,
    [ENTRY, '--dist', options.dist, '--config', options.configFile],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: options.env,
      onUnexpectedExit: options.onUnexpectedExit,
    },
  );
}

/** Stops a server `startShellServerProcess` started, letting it finish its requests first. */
export const stopShellServerProcess = (server: ManagedProcess): Promise<void> => stopProcess(server);
