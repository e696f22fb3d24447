import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { LAUNCHER_COMMAND } from '../../stack.config';
import { freePorts, isListening, waitFor } from './net';

const stackDir = path.resolve(__dirname, '..');

/** This machine's addresses other than loopback: what another device on its network connects to. */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);

/**
 * The launcher as Playwright's webServer runs it (and npm start), over the built packages, on ports and an embedded
 * database of its own, stopped the way Playwright and a terminal stop it: a signal to its whole process group. The
 * services it started in process groups of their own (Auth emulator, MailDev, API) must stop too, not stay behind
 * on their ports. While it runs, none of its servers may be reachable from the network: the API accepts unsigned
 * tokens from the Auth emulator, and MailDev holds visitors' e-mails.
 */
describe('the launcher', () => {
  // Generous: in npm test it starts a whole stack while other packages' tests load both cores (CI once took over 150 s).
  jest.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'launcher-stop-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let ports: number[];
  let services: number[];
  let mailWeb: number;
  let launcher: ChildProcess;
  let exited: Promise<void>;

  beforeAll(async () => {
    ports = await freePorts(9);
    const [shell, api, auth, smtp, web, ...remotes] = ports;
    mailWeb = web!;
    services = [auth!, smtp!, api!];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CI: '1',
      SHELL_PORT: String(shell),
      API_PORT: String(api),
      AUTH_EMULATOR_PORT: String(auth),
      MAILDEV_SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(web),
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
    delete env.BIND_HOST;
    launcher = spawn('sh', ['-c', `exec ${LAUNCHER_COMMAND}`], {
      cwd: stackDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
    // A launcher that stops, or never comes up, fails at once with what it printed: the reason is in its output.
    const isUp = () => output.includes('stack is up');
    const stoppedEarly = exited.then(() => {
      if (!isUp()) throw new Error(`The launcher stopped before the stack was up. It printed:\n${output.slice(-4000)}`);
    });
    stoppedEarly.catch(() => undefined); // the race below reports it; after a timeout, the stop in afterAll is expected
    const up = waitFor('the stack to be up', async () => isUp(), 270_000).catch((error: Error) => {
      throw new Error(`${error.message}. The launcher printed:\n${output.slice(-4000)}`);
    });
    up.catch(() => undefined);
    await Promise.race([up, stoppedEarly]);
  });

  afterAll(async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) process.kill(-launcher.pid!, 'SIGTERM');
    await exited;
  });

  it('listens on loopback only, and MailDev answers no other site\'s page', async () => {
    const addresses = networkAddresses();
    expect(addresses.length).toBeGreaterThan(0); // else this check proves nothing on this machine
    for (const port of ports) {
      expect(await isListening(port, '127.0.0.1')).toBe(true);
      for (const address of addresses) expect([port, address, await isListening(port, address)]).toEqual([port, address, false]);
    }
    const inbox = `http://127.0.0.1:${mailWeb}/api/email`;
    expect((await fetch(inbox)).status).toBe(200);
    const foreign = await fetch(inbox, { headers: { Origin: 'https://attacker.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves no Auth emulator, MailDev or API behind after SIGTERM to its process group', async () => {
    for (const port of services) expect(await isListening(port)).toBe(true);

    process.kill(-launcher.pid!, 'SIGTERM');
    await exited;
    const stillListening = async () => (await Promise.all(services.map((port) => isListening(port)))).some(Boolean);
    await waitFor('every service to stop', async () => !(await stillListening()), 20_000).catch(() => undefined);
    expect(await Promise.all(services.map((port) => isListening(port)))).toEqual([false, false, false]);
  });
});
