import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The program as production starts it, by its own process: its answer to SIGTERM and to settings it cannot start
// with. From the sources (tsx), so it needs no build; the bench starts the compiled one from a clean install.
const PACKAGE = path.resolve(__dirname, '..');
const MAIN = ['--import', 'tsx', path.join(PACKAGE, 'src', 'main.ts')];

const NOWHERE = 'http://127.0.0.1:9';
const config = {
  remotes: {
    mf_public: `${NOWHERE}/public/mf-manifest.json`,
    mf_admin_content: `${NOWHERE}/content/mf-manifest.json`,
    mf_admin_inquiries: `${NOWHERE}/inquiries/mf-manifest.json`,
    mf_admin_service_area: `${NOWHERE}/area/mf-manifest.json`,
  },
  apiBaseUrl: 'https://api.example.com',
  companyDomain: 'alamomasonry.com',
  firebase: { apiKey: 'key', authDomain: 'site.firebaseapp.com', projectId: 'site' },
};

const root = mkdtempSync(path.join(tmpdir(), 'shell-server-main-'));
const dist = path.join(root, 'dist');
const configFile = path.join(root, 'config.json');
const BIG = 32 * 1024 * 1024;
mkdirSync(dist);
writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
// Not compressible by type (.bin): streamed as is, so a client that reads slowly keeps its request in flight.
writeFileSync(path.join(dist, 'photo.bin'), Buffer.alloc(BIG, 7));
writeFileSync(configFile, JSON.stringify(config));
const badJson = path.join(root, 'bad.json');
writeFileSync(badJson, '{"remotes": ');
const notConfig = path.join(root, 'not-config.json');
writeFileSync(notConfig, JSON.stringify({ ...config, remotes: {} }));

/** jest's environment less what would change the program's defaults (jest sets NODE_ENV=test). */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const {
    NODE_ENV: _mode,
    FIRST_VIEW_RENDERERS: _renderers,
    SHELL_DIST: _dist,
    RUNTIME_CONFIG_FILE: _config,
    ...rest
  } = process.env;
  return { ...rest, PORT: '0', BIND_HOST: '127.0.0.1', ...extra };
}

function refusal(args: string[], extra: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [...MAIN, ...args], {
    cwd: PACKAGE,
    env: env(extra),
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout };
}

describe('the shell server program refuses settings it cannot start with', () => {
  it.each([
    ['a missing --dist', ['--config', configFile], {}, /--dist <folder> or SHELL_DIST/],
    [
      'a --dist without the shell',
      ['--dist', root, '--config', configFile],
      {},
      /--dist .*: no index\.html there/,
    ],
    [
      'a config that does not parse',
      ['--dist', dist, '--config', badJson],
      {},
      /--config .*bad\.json is not JSON/,
    ],
    [
      'a config that is not a runtime config',
      ['--dist', dist, '--config', notConfig],
      {},
      /--config .*not-config\.json: Invalid runtime config: remotes\.mf_public: /,
    ],
    [
      'an unknown renderer origin',
      ['--dist', dist, '--config', configFile],
      { FIRST_VIEW_RENDERERS: 'https://cdn.example.com=https://renderers.internal.example/' },
      /FIRST_VIEW_RENDERERS: https:\/\/cdn\.example\.com is the origin of no remote in .*config\.json/,
    ],
    [
      'a renderer base of another scheme',
      ['--dist', dist, '--config', configFile],
      { FIRST_VIEW_RENDERERS: `${NOWHERE}=ftp://renderers.internal.example/` },
      /FIRST_VIEW_RENDERERS: "ftp:.*" is not a renderer base URL/,
    ],
  ])('%s: one line naming the setting, no stack trace, exit code 2', (_what, args, extra, message) => {
    const { status, stderr } = refusal(args, extra);
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/^shell-server: cannot start: /);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(status).toBe(2);
  });
});

describe('the shell server program on SIGTERM', () => {
  let child: ChildProcess | undefined;
  afterEach(() => child?.kill('SIGKILL'));

  it('stops taking connections, finishes the download in flight, then exits 0', async () => {
    const proc = spawn(process.execPath, [...MAIN, '--dist', dist, '--config', configFile], {
      cwd: PACKAGE,
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /listening on (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]!);
      });
      void exited.then(() => reject(new Error(`exited before listening:\n${output}`)));
    });
    expect(output).toMatch(/production mode/);
    const port = Number(new URL(url).port);

    // A large download, read slowly: paused after its first bytes, so the server cannot finish it yet.
    let received = 0;
    let resume: () => void = () => undefined;
    const download = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      request(`${url}/photo.bin`, { agent: false }, (response) => {
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received < BIG) response.pause();
        });
        resume = () => response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    while (received === 0) await sleep(20);

    proc.kill('SIGTERM');
    await sleep(300);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    expect(accepted).toBe(false);
    expect(proc.exitCode).toBeNull(); // still finishing the download

    const reading = setInterval(resume, 5);
    const answer = await download;
    clearInterval(reading);
    expect(answer.status).toBe(200);
    expect(received).toBe(BIG);
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM, finishing 1 request\(s\) in flight/);
  }, 30_000);
});
