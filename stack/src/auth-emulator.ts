import path from 'node:path';
import { emulatorConfigFile } from './emulator-config';
import { answersOk, isListening, waitFor } from './net';
import { startProcess, type StartHooks } from './processes';

export interface EmulatorOptions {
  rootDir: string;
  port: number;
  projectId: string;
}

/** Reuses a running Auth emulator (the `firebase emulators:exec` of npm test, or one a developer started). */
export async function ensureAuthEmulator(
  options: EmulatorOptions,
  hooks: StartHooks,
): Promise<void> {
  const base = `http://127.0.0.1:${options.port}`;
  if (await isListening(options.port)) {
    console.log(`Auth emulator: reusing the one already listening on ${base}`);
    return;
  }
  console.log('Auth emulator: starting (about 15-20 s)...');
  const firebase = path.join(options.rootDir, 'node_modules', '.bin', 'firebase');
  const config = await emulatorConfigFile(options.rootDir, options.port);
  const proc = startProcess(
    'auth-emulator',
    firebase,
    ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', config],
    {
      cwd: options.rootDir,
      env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' },
      onUnexpectedExit: hooks.onUnexpectedExit,
    },
  );
  hooks.onStart(proc);
  await waitFor('the Auth emulator', () => answersOk(`${base}/`), 90_000);
}
