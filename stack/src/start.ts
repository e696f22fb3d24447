/**
 * One-command local stack over the production builds (`npm start` passes --build: `turbo run build` first, while the
 * Auth emulator and MailDev start): Auth emulator (reused if running) and MailDev (unless SMTP_URL names a real
 * server) -> API (reused if running) ->
 * demo logins -> static servers for every remote -> the shell's production server (`node shell-server/dist/main.js`, the program
 * production runs), with the shell's /config.json generated from env. Ctrl-C / SIGTERM stops what this process
 * started.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  COMPANY_DOMAIN_DEFAULT,
  FIREBASE_PROJECT_ID_DEFAULT,
  publicHost,
  REMOTES,
  runtimeConfigFromEnv,
  stackPorts,
} from '../../stack.config';
import type { RuntimeConfig } from 'shared-contracts';
import { ensureAuthEmulator } from './auth-emulator';
import { emptyDatabase } from './fresh-database';
import { ensureMailDev } from './maildev';
import { packageBuildDir, packageDist } from './package-builds';
import { SERVER_DIST_DIR } from 'shell-server/server-files';
import { answersOk, isListening, waitFor } from './net';
import { startProcess, stopProcess, type ManagedProcess, type StartHooks } from './processes';
import { seedAccount, staffAccountFor, VISITOR_ACCOUNT } from './seed-accounts';
import { responseSecurityHeaders } from 'shell-server/security-headers/response-headers';
import { startShellServerProcess } from './shell-server-process';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';

const rootDir = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const ports = stackPorts(env);
const host = publicHost(env);
const bindHost = env.BIND_HOST || '127.0.0.1';
const projectId = env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID_DEFAULT;
const companyDomain = env.COMPANY_DOMAIN || COMPANY_DOMAIN_DEFAULT;
const emulatorUrl = `http://127.0.0.1:${ports.authEmulator}`;
const shellUrl = `http://${host}:${ports.shell}`;
/** Prometheus' token for both servers' /metrics (issue 45): METRICS_TOKEN, or a new one each start, printed below. */
const metricsToken = env.METRICS_TOKEN || randomBytes(16).toString('hex');
/** The origins a browser may reach the shell at (the first is the one to use when a request names none of them). */
const shellOrigins = [
  ...new Set([shellUrl, `http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`]),
];
// A real SMTP server (SMTP_URL) replaces MailDev; otherwise the API sends to the MailDev started here.
const smtpUrl = env.SMTP_URL || `smtp://127.0.0.1:${ports.mailSmtp}`;
const mailInboxUrl = env.SMTP_URL ? undefined : `http://${host}:${ports.mailWeb}`;
// This tree's uploads whichever build of the API runs (a team's check runs main's, from .reference/): they belong
// with the database the stack uses, not with the build.
const uploadsDir = env.UPLOADS_DIR || path.join(rootDir, 'api', 'uploads');
const apiUrl = (env.API_BASE_URL || `http://${host}:${ports.api}`).replace(/\/+$/, '');
// One file per shell port, so two stacks on one machine never redirect each other's shell.
const configFile = path.join(rootDir, '.runtime', `config-${ports.shell}.json`);
// `npm run dev`: the dev servers serve the packages and the API runs its own watcher; we only add the emulator + logins.
const servicesOnly = process.argv.includes('--services-only');
// `npm start`: builds every package first (turbo: only what changed), while the Auth emulator and MailDev start.
const buildFirst = process.argv.includes('--build');

const processes: ManagedProcess[] = [];
const servers: RunningServer[] = [];
let shellServer: ManagedProcess | undefined;
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    console.log('\nStopping the stack...');
    if (shellServer) await stopProcess(shellServer);
    await Promise.all(servers.map((s) => s.close()));
    // The API (started last) first: it may still talk to the emulator and the mail server while draining. Then the
    // rest at once: one after another they could outlast the caller's grace period (Playwright's) and be orphaned.
    const [api, ...services] = [...processes].reverse();
    if (api) await stopProcess(api);
    await Promise.all(services.map((proc) => stopProcess(proc)));
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
const died = (name: string) => () => {
  console.error(`${name} exited unexpectedly; stopping the stack.`);
  void shutdown(1);
};
/** Hooks for a service this launcher starts: stopped with the stack from the moment it is spawned. */
const tracked = (name: string): StartHooks => ({
  onStart: (proc) => processes.push(proc),
  onUnexpectedExit: died(name),
});

function requireDist(pkg: string): string {
  const dist = packageDist(pkg);
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run "npx turbo run build" first (npm start does it for you).`);
  }
  return dist;
}

async function startApi(): Promise<void> {
  if (await isListening(ports.api)) {
    console.log(`API: reusing the one already listening on port ${ports.api}`);
    return;
  }
  const main = path.join(packageBuildDir('api'), 'dist', 'main.js');
  if (env.STACK_FRESH_DATABASE === '1' && env.DATABASE_URL) {
    await emptyDatabase(env.DATABASE_URL);
    rmSync(uploadsDir, { recursive: true, force: true });
    console.log('API: on an emptied database (STACK_FRESH_DATABASE=1), as a new site');
  }
  if (!existsSync(main)) {
    console.warn(
      `API: ${path.relative(rootDir, main)} not built yet - skipping the API (pages fall back to built-in data).`,
    );
    return;
  }
  const origins = new Set(shellOrigins);
  for (const port of Object.values(ports.remotes)) origins.add(`http://${host}:${port}`); // standalone remote apps
  const proc = startProcess('api', process.execPath, [main], {
    cwd: packageBuildDir('api'),
    env: {
      ...env,
      NODE_ENV: env.NODE_ENV === 'production' ? 'development' : env.NODE_ENV || 'development',
      PORT: String(ports.api),
      UPLOADS_DIR: uploadsDir,
      // The API refuses a non-loopback BIND_HOST while it trusts the Auth emulator (unsigned tokens).
      BIND_HOST: bindHost,
      PUBLIC_URL: apiUrl,
      CORS_ORIGINS: env.CORS_ORIGINS || [...origins].join(','),
      COMPANY_DOMAIN: companyDomain,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.authEmulator}`,
      SMTP_URL: smtpUrl,
      // The back-office links in staff e-mails point at this shell.
      SITE_URL: env.SITE_URL || shellUrl,
      METRICS_TOKEN: metricsToken,
    },
    onUnexpectedExit: died('API'),
  });
  processes.push(proc);
  console.log(
    `API: starting on port ${ports.api} (${env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PGlite'})...`,
  );
  await waitFor('the API health check', () => answersOk(`http://127.0.0.1:${ports.api}/api/health`), 90_000);
}

async function serve(
  label: string,
  port: number,
  options: Omit<Parameters<typeof startStaticServer>[0], 'port' | 'host'>,
): Promise<void> {
  if (await isListening(port, bindHost)) {
    throw new Error(`${label}: port ${port} is already in use (set its *_PORT variable to move it).`);
  }
  servers.push(await startStaticServer({ ...options, port, host: bindHost }));
}

function printLogins(): void {
  const staff = staffAccountFor(companyDomain);
  console.log(`\n  Staff login    ${staff.email} / ${staff.password}`);
  console.log(`  Non-staff      ${VISITOR_ACCOUNT.email} / ${VISITOR_ACCOUNT.password}`);
}

const readRuntimeConfig = () => JSON.parse(readFileSync(configFile, 'utf8')) as RuntimeConfig;

/**
 * The shell's production server (the shell-server package's program), on the runtime config file written here. The local remotes'
 * renderers are read from their dist-server/ folders, which their static servers do not serve; FIRST_VIEW_RENDERERS
 * adds the renderer origins of remotes loaded from elsewhere (MF_*_URL).
 */
async function startShell(shellDist: string): Promise<void> {
  if (await isListening(ports.shell, bindHost)) {
    throw new Error(`shell: port ${ports.shell} is already in use (set SHELL_PORT to move it).`);
  }
  // Only the local remotes the config loads (MF_*_URL may point one elsewhere): the server refuses a renderer origin
  // that is no remote's.
  const configured = new Set(Object.values(readRuntimeConfig().remotes).map((url) => new URL(url).origin));
  const localRenderers = REMOTES.map((remote) => ({
    origin: `http://${host}:${ports.remotes[remote.name]}`,
    base: `${pathToFileURL(path.join(packageBuildDir(remote.pkg), SERVER_DIST_DIR)).href}/`,
  }))
    .filter(({ origin }) => configured.has(origin))
    .map(({ origin, base }) => `${origin}=${base}`);
  shellServer = startShellServerProcess({
    dist: shellDist,
    configFile,
    env: {
      ...env,
      PORT: String(ports.shell),
      BIND_HOST: bindHost,
      // Production mode, readable lines: JSON is for a log collector (the API's are readable in development).
      LOG_FORMAT: env.LOG_FORMAT || 'pretty',
      METRICS_TOKEN: metricsToken,
      SITE_ORIGINS: shellOrigins.join(','),
      FIRST_VIEW_RENDERERS: [
        ...localRenderers,
        ...(env.FIRST_VIEW_RENDERERS ? [env.FIRST_VIEW_RENDERERS] : []),
      ].join(','),
    },
    onUnexpectedExit: died('The shell server'),
  });
  const local = bindHost === '0.0.0.0' ? '127.0.0.1' : bindHost;
  await waitFor('the shell server', () => answersOk(`http://${local}:${ports.shell}/config.json`), 120_000);
}

/** `turbo run build`, its output shown; the stack stops when it fails. */
function buildPackages(): Promise<void> {
  console.log('Building the packages (turbo run build)...');
  return new Promise((resolve, reject) => {
    const turbo = spawn(
      path.join(rootDir, 'node_modules', '.bin', 'turbo'),
      ['run', 'build', '--output-logs=errors-only'],
      {
        cwd: rootDir,
        stdio: 'inherit',
        env: { ...env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    );
    turbo.on('error', reject);
    turbo.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`)),
    );
  });
}

async function main(): Promise<void> {
  const processesBefore = processes.length;
  const emulatorReady = ensureAuthEmulator(
    { rootDir, port: ports.authEmulator, projectId },
    tracked('Auth emulator'),
  );
  const mailReady =
    servicesOnly || env.SMTP_URL
      ? Promise.resolve()
      : ensureMailDev({ rootDir, smtpPort: ports.mailSmtp, webPort: ports.mailWeb }, tracked('MailDev'));
  // Each is awaited below; a failure meanwhile must not go unhandled.
  for (const ready of [emulatorReady, mailReady]) ready.catch(() => undefined);
  if (buildFirst && !servicesOnly) await buildPackages();

  const shellDist = servicesOnly ? '' : requireDist('shell');
  const remoteDists = servicesOnly ? [] : REMOTES.map((r) => ({ remote: r, dist: requireDist(r.pkg) }));

  await emulatorReady;
  await seedAccount(emulatorUrl, projectId, staffAccountFor(companyDomain));
  await seedAccount(emulatorUrl, projectId, VISITOR_ACCOUNT);

  if (servicesOnly) {
    console.log(`\nAuth emulator ready on ${emulatorUrl} (project ${projectId}); dev shell on ${shellUrl}/`);
    printLogins();
    if (processes.length === processesBefore) process.exit(0); // nothing of ours to keep alive
    return;
  }

  await mailReady;
  await startApi();

  // The runtime config is a real file, re-read on every request: edit .runtime/config-<shell port>.json to point the shell at
  // another remote build or API without rebuilding or restarting anything.
  mkdirSync(path.dirname(configFile), { recursive: true });
  writeFileSync(
    configFile,
    JSON.stringify(runtimeConfigFromEnv({ ...env, PUBLIC_HOST: host }), null, 2) + '\n',
  );

  for (const { remote, dist } of remoteDists) {
    await serve(remote.pkg, ports.remotes[remote.name]!, {
      root: dist,
      cors: true,
      securityHeaders: responseSecurityHeaders('remote', readRuntimeConfig),
    });
  }
  // The shell last: once it answers, the whole stack is ready (Playwright's webServer waits on it).
  await startShell(shellDist);

  const line = '-'.repeat(64);
  const seconds = (performance.now() / 1000).toFixed(0);
  console.log(`\n${line}\nAlamo Masonry stack is up in ${seconds} s (Ctrl-C to stop)\n${line}`);
  console.log(`  Website        ${shellUrl}/`);
  console.log(`  Admin          ${shellUrl}/admin`);
  console.log(`  API            ${apiUrl}/api/health   (docs: ${apiUrl}/api/docs)`);
  for (const r of REMOTES)
    console.log(`  ${r.pkg.padEnd(22)} http://${host}:${ports.remotes[r.name]}/mf-manifest.json`);
  console.log(`  Auth emulator  ${emulatorUrl}  (project ${projectId})`);
  console.log(
    mailInboxUrl
      ? `  Mail inbox     ${mailInboxUrl}/  (MailDev: new-quote e-mails; SMTP 127.0.0.1:${ports.mailSmtp})`
      : `  Mail           SMTP_URL (real mail server)`,
  );
  console.log(`  Runtime config ${path.relative(rootDir, configFile)}  (served as ${shellUrl}/config.json)`);
  console.log(`  Metrics        ${apiUrl}/metrics, ${shellUrl}/metrics  (Authorization: Bearer ${metricsToken})`);
  printLogins();
  console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
