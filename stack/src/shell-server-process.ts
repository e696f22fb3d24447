import path from 'node:path';
import { startProcess, stopProcess, type ManagedProcess } from '../processes';

/** The production shell server's entry: what `npm run serve:shell -w stack` runs. */
const ENTRY = path.join(import.meta.dirname, 'main.ts');

/**
 * Starts the shell's production server by its own command, as a deployment does (node itself with tsx as a loader:
 * npm's wrapper would end it on SIGTERM before it closed). `env` holds its other settings (see settings.ts).
 */
export function startShellServerProcess(
  options: { dist: string; configFile: string; env: NodeJS.ProcessEnv; onUnexpectedExit?: () => void },
): ManagedProcess {
  return startProcess(
    'shell',
    process.execPath,
    ['--import', 'tsx', ENTRY, '--dist', options.dist, '--config', options.configFile],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: options.env, onUnexpectedExit: options.onUnexpectedExit },
  );
}

/** Stops a server `startShellServerProcess` started, letting it close its connections first. */
export const stopShellServerProcess = (server: ManagedProcess): Promise<void> => stopProcess(server);
