import path from 'node:path';
import { answersOk, isListening, waitFor } from './net';
import { startProcess, type ManagedProcess } from './processes';

export interface EmulatorOptions {
  rootDir: string;
  port: number;
  projectId: string;
}

/** Reuses a running Auth emulator (the `firebase emulators:exec` of npm test, or one a developer started). */
export async function ensureAuthEmulator(
  options: EmulatorOptions,
  onUnexpectedExit: () => void,
): Promise<ManagedProcess | undefined> {
  const base = `http://127.0.0.1:${options.port}`;
  if (await isListening(options.port)) {
    console.log(`Auth emulator: reusing the one already listening on ${base}`);
    return undefined;
  }
  console.log('Auth emulator: starting (about 15-20 s)...');
  const firebase = path.join(options.rootDir, 'node_modules', '.bin', 'firebase');
  const proc = startProcess(
    'auth-emulator',
    firebase,
    ['emulators:start', '--only', 'auth', '--project', options.projectId],
    {
      cwd: options.rootDir, // firebase.json (UI disabled, host, port) lives at the root
      env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' },
      onUnexpectedExit,
    },
  );
  await waitFor('the Auth emulator', () => answersOk(`${base}/`), 90_000);
  return proc;
}
