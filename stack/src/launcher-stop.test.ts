import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LAUNCHER_COMMAND } from '../../stack.config';
import { freePorts, isListening, waitFor } from './net';

const stackDir = path.resolve(__dirname, '..');

/**
 * The launcher as Playwright's webServer runs it (and npm start), over the built packages, on ports and an embedded
 * database of its own, stopped the way Playwright and a terminal stop it: a signal to its whole process group. The
 * services it started in process groups of their own (Auth emulator, MailDev, API) must stop too, not stay behind
 * on their ports.
 */
describe('the launcher stops what it started', () => {
  jest.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'launcher-stop-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves no Auth emulator, MailDev or API behind after SIGTERM to its process group', async () => {
    const [shell, api, auth, smtp, mailWeb, ...remotes] = await freePorts(9);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CI: '1',
      SHELL_PORT: String(shell),
      API_PORT: String(api),
      AUTH_EMULATOR_PORT: String(auth),
      MAILDEV_SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(mailWeb),
      MF_PUBLIC_PORT: String(remotes[0]),
      MF_ADMIN_CONTENT_PORT: String(remotes[1]),
      MF_ADMIN_INQUIRIES_PORT: String(remotes[2]),
      MF_ADMIN_SERVICE_AREA_PORT: String(remotes[3]),
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
    };
    // Not the machine's database, the test's own embedded one; not an emulator already running, its own.
    delete env.DATABASE_URL;
    delete env.FIREBASE_AUTH_EMULATOR_HOST;
    delete env.SMTP_URL;
    const launcher = spawn('sh', ['-c', `exec ${LAUNCHER_COMMAND}`], {
      cwd: stackDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));

    await waitFor('the stack to be up', async () => output.includes('stack is up'), 150_000);
    const services = [auth!, smtp!, api!];
    for (const port of services) expect(await isListening(port)).toBe(true);

    process.kill(-launcher.pid!, 'SIGTERM');
    await exited;
    const stillListening = async () => (await Promise.all(services.map((port) => isListening(port)))).some(Boolean);
    await waitFor('every service to stop', async () => !(await stillListening()), 20_000).catch(() => undefined);
    expect(await Promise.all(services.map((port) => isListening(port)))).toEqual([false, false, false]);
  });
});
