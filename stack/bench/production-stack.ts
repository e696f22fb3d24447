/**
 * The production stack for the admin-weight bench (it signs in, so it needs the Auth emulator): the launcher (src/start.ts, what `npm start` runs) over the built dists, on free
 * ports so it never meets a developer's stack or the e2e one. Unless DATABASE_URL is set, the API gets a throwaway
 * in-memory PGlite: a PGlite data folder must never be opened by two processes, and a developer's API may hold the
 * default one.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { publicHost, REMOTES } from '../../stack.config';
import { answersOk, freePorts, waitFor } from '../src/net';
import { startProcess, stopProcess } from '../src/processes';
import { rejectOnAbort } from './abort';

const stackDir = path.resolve(import.meta.dirname, '..');
const rootDir = path.resolve(stackDir, '..');
// First start on a cold machine: Auth emulator (when none runs) 15-20 s, PGlite initdb and migrations, API boot.
const START_TIMEOUT_MS = 240_000;
// The launcher stops the API and, if it started one, the emulator: each may take its own 8 s grace.
const STOP_GRACE_MS = 30_000;

export interface ProductionStack {
  shellUrl: string;
  stop(): Promise<void>;
}

export async function startProductionStack(
  signal: AbortSignal,
  onUnexpectedExit: () => void,
): Promise<ProductionStack> {
  const portEnvs = ['SHELL_PORT', 'API_PORT', ...REMOTES.map((remote) => remote.portEnv)];
  const ports = await freePorts(portEnvs.length);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(portEnvs.map((name, i) => [name, String(ports[i])])),
    ...(process.env.DATABASE_URL ? {} : { PGLITE_DATA_DIR: 'memory://' }),
  };
  const shellUrl = `http://${publicHost(env)}:${env.SHELL_PORT}`;
  console.log(
    `Starting the production stack (shell on ${shellUrl}, ${env.DATABASE_URL ? 'DATABASE_URL' : 'in-memory PGlite'})...`,
  );

  let ready = false;
  // tsx as a loader, not its CLI: the CLI relays signals to a second process and SIGKILLs it when that process is
  // slow to acknowledge (a loaded machine), which would orphan the API the launcher was about to stop.
  const launcher = startProcess('stack', process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: stackDir,
    env,
    onUnexpectedExit: () => {
      if (ready) onUnexpectedExit();
    },
  });
  const stop = async () => {
    await stopProcess(launcher, STOP_GRACE_MS);
    // The launcher's runtime config for this one-off shell port (a new port every run).
    rmSync(path.join(rootDir, '.runtime', `config-${env.SHELL_PORT}.json`), { force: true });
  };
  const exitedBeforeReady = launcher.exited.then((code) => {
    if (!ready) throw new Error(`The stack launcher exited (code ${code}) before the shell answered.`);
  });
  try {
    await Promise.race([
      // The launcher starts the shell last: once its /config.json answers, the whole stack is up.
      waitFor('the production stack', () => answersOk(`${shellUrl}/config.json`), START_TIMEOUT_MS),
      exitedBeforeReady,
      rejectOnAbort(signal),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  return { shellUrl, stop };
}
