import { FIREBASE_PROJECT_ID_DEFAULT, stackPorts } from '../../../stack.config';
import { ensureAuthEmulator } from '../auth-emulator';
import { stopProcess, type ManagedProcess } from '../processes';
import { treeRoot } from './stages';

/**
 * The Auth emulator for a check, started at once in the background (it takes 15-20 s, which the first stages
 * cover) unless one is already listening; `ready` is awaited by the stages that need it, `stop` stops what was started.
 */
export function backgroundAuthEmulator() {
  const port = stackPorts().authEmulator;
  const started: ManagedProcess[] = [];
  const ready = ensureAuthEmulator(
    { rootDir: treeRoot, port, projectId: process.env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID_DEFAULT },
    {
      onStart: (proc) => started.push(proc),
      onUnexpectedExit: () => console.error('The Auth emulator stopped.'),
    },
  );
  ready.catch(() => undefined); // reported by the stage that awaits it
  return {
    host: `127.0.0.1:${port}`,
    ready,
    stop: () => Promise.all(started.map((proc) => stopProcess(proc))),
  };
}
