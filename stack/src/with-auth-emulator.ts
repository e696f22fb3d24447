/**
 * Runs a shell command with the Firebase Auth emulator available:
 * - no emulator listening (CI, fresh machine): `firebase emulators:exec --only auth --project <id> '<command>'`,
 *   which starts it, runs the command and stops it;
 * - one already listening (a developer's running stack): runs the command directly against it, since a second
 *   emulator could not bind the port.
 * Usage: tsx stack/src/with-auth-emulator.ts "turbo run test && npm run test:e2e"
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FIREBASE_PROJECT_ID_DEFAULT, stackPorts } from '../../stack.config';
import { emulatorConfigFile } from './emulator-config';
import { isListening } from './net';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: with-auth-emulator.ts "<command>"');
  process.exit(2);
}

const rootDir = path.resolve(import.meta.dirname, '../..');
const port = stackPorts().authEmulator;
const projectId = process.env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID_DEFAULT;
const env = { ...process.env, CI: process.env.CI ?? '', NO_UPDATE_NOTIFIER: '1' };

const reuse = await isListening(port);
const child = reuse
  ? spawn('sh', ['-c', command], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...env, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` },
    })
  : spawn(
      path.join(rootDir, 'node_modules', '.bin', 'firebase'),
      [
        'emulators:exec',
        '--only',
        'auth',
        '--project',
        projectId,
        '--config',
        await emulatorConfigFile(rootDir, port),
        command,
      ],
      { cwd: rootDir, stdio: 'inherit', env: { ...env, CI: '1' } },
    );
console.log(
  reuse
    ? `Auth emulator already on 127.0.0.1:${port}: running the command against it.`
    : 'Starting the Auth emulator for the command (firebase emulators:exec).',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
