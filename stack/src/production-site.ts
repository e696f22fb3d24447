/**
 * The public site as production runs it, on free ports, for the Lighthouse bench and the production-server e2e: the
 * API in production mode (no Auth emulator, no mail server; in-memory PGlite unless DATABASE_URL is set), each
 * remote's dist/ on a static server of its own (as a CDN serves it), and the shell's production server started by its
 * own command, fetching the remotes' renderers from their dist-server/ folders (what a private origin holds in a
 * deployment). Nothing of a developer's stack or the e2e one is touched.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from 'shared-contracts';
import { REMOTES, runtimeConfigFromEnv } from '../../stack.config';
import { SERVER_DIST_DIR } from 'shell-server/server-files';
import { answersOk, freePorts, waitFor } from './net';
import { packageBuildDir, packageDist } from './package-builds';
import { startProcess, stopProcess, type ManagedProcess } from './processes';
import { responseSecurityHeaders } from 'shell-server/security-headers/response-headers';
import { startShellServerProcess } from './shell-server-process';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';

const rootDir = path.resolve(import.meta.dirname, '../..');
// PGlite's initdb and migrations, then the API's boot, on a busy 2-core machine.
const API_START_MS = 120_000;
// The shell server draws every public route once before it listens.
const SHELL_START_MS = 90_000;

export interface ProductionSite {
  shellUrl: string;
  apiUrl: string;
  /** Each remote's origin, by package name (mf-public, ...). */
  remoteUrls: Record<string, string>;
  /** The runtime config file the shell server serves (edit it to see the server pick the change up). */
  configFile: string;
  /** The API's and the shell server's processes (their output: `child.stdout`). */
  processes: { api: ManagedProcess; shell: ManagedProcess };
  stop(): Promise<void>;
}

export interface ProductionSiteOptions {
  signal?: AbortSignal;
  /** A process of the site died on its own after the start. */
  onUnexpectedExit?: () => void;
  /** More settings of the API and the shell server (tracing, the metrics token, the read cache...). */
  env?: NodeJS.ProcessEnv;
}

/** Settings of a production deployment that a developer's or CI's environment may carry and this site must not. */
const LOCAL_ONLY_ENV = ['FIREBASE_AUTH_EMULATOR_HOST', 'SMTP_URL', 'AUTH_EMULATOR_URL', 'NODE_ENV'];

function productionEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of LOCAL_ONLY_ENV) delete env[name];
  return { ...env, NODE_ENV: 'production' };
}

export async function startProductionSite({
  signal,
  onUnexpectedExit = () => undefined,
  env: extraEnv = {},
}: ProductionSiteOptions = {}): Promise<ProductionSite> {
  const [shellPort, apiPort, ...remotePorts] = await freePorts(2 + REMOTES.length);
  const shellUrl = `http://127.0.0.1:${shellPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const remoteUrls = Object.fromEntries(REMOTES.map((remote, i) => [remote.pkg, `http://127.0.0.1:${remotePorts[i]}`]));
  const configFile = path.join(rootDir, '.runtime', `production-${shellPort}.json`);
  const processes: ManagedProcess[] = [];
  const servers: RunningServer[] = [];
  let started = false;
  const died = () => started && onUnexpectedExit();
  const stop = async () => {
    await Promise.all([...processes].reverse().map((proc) => stopProcess(proc)));
    await Promise.all(servers.map((server) => server.close()));
    rmSync(configFile, { force: true });
  };

  try {
    const env = { ...productionEnv(), ...extraEnv };
    const config = runtimeConfigFromEnv({
      ...Object.fromEntries(REMOTES.map((remote) => [remote.urlEnv, remoteUrls[remote.pkg]])),
      API_BASE_URL: apiUrl,
      AUTH_EMULATOR_URL: '',
      COMPANY_DOMAIN: env.COMPANY_DOMAIN,
      FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID,
    }) as RuntimeConfig;
    mkdirSync(path.dirname(configFile), { recursive: true });
    writeFileSync(configFile, JSON.stringify(config, null, 2) + '\n');

    processes.push(
      startProcess('api', process.execPath, [path.join(packageBuildDir('api'), 'dist', 'main.js')], {
        cwd: packageBuildDir('api'),
        env: {
          ...env,
          PORT: String(apiPort),
          // With the database the site uses, whichever build of the API runs (see start.ts).
          UPLOADS_DIR: env.UPLOADS_DIR || path.join(rootDir, 'api', 'uploads'),
          PUBLIC_URL: apiUrl,
          SITE_URL: shellUrl,
          CORS_ORIGINS: shellUrl,
          ...(env.DATABASE_URL ? {} : { PGLITE_DATA_DIR: 'memory://' }),
        },
        onUnexpectedExit: died,
      }),
    );
    for (const remote of REMOTES) {
      servers.push(
        await startStaticServer({
          root: packageDist(remote.pkg),
          port: Number(new URL(remoteUrls[remote.pkg]!).port),
          cors: true,
          securityHeaders: responseSecurityHeaders('remote', () => config),
        }),
      );
    }
    await ready('the API', `${apiUrl}/api/health`, API_START_MS, processes[0]!, signal);

    const rendererOrigins = REMOTES.map(
      (remote) => `${remoteUrls[remote.pkg]}=${pathToFileURL(path.join(packageBuildDir(remote.pkg), SERVER_DIST_DIR)).href}/`,
    );
    processes.push(
      startShellServerProcess({
        dist: packageDist('shell'),
        configFile,
        env: {
          ...env,
          PORT: String(shellPort),
          BIND_HOST: '127.0.0.1',
          SITE_ORIGINS: shellUrl,
          FIRST_VIEW_RENDERERS: rendererOrigins.join(','),
        },
        onUnexpectedExit: died,
      }),
    );
    await ready('the shell server', `${shellUrl}/config.json`, SHELL_START_MS, processes[1]!, signal);
  } catch (error) {
    await stop();
    throw error;
  }
  started = true;
  const [api, shell] = processes as [ManagedProcess, ManagedProcess];
  return { shellUrl, apiUrl, remoteUrls, configFile, processes: { api, shell }, stop };
}

/** Waits until `url` answers, failing at once when `proc` exits first or `signal` aborts. */
async function ready(what: string, url: string, timeoutMs: number, proc: ManagedProcess, signal?: AbortSignal) {
  let settled = false;
  try {
    await Promise.race([
      waitFor(what, () => answersOk(url), timeoutMs),
      proc.exited.then((code) => {
        if (!settled) throw new Error(`${what} exited (code ${code}) before it answered.`);
      }),
      new Promise<never>((_resolve, reject) => {
        signal?.throwIfAborted();
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  } finally {
    settled = true;
  }
}
