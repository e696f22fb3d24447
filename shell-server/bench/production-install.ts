/**
 * `npm run bench -w shell-server` (issue 47): the production install of the shell's server, and of the API, from a
 * clean folder with their runtime dependencies alone, as a deployment makes it:
 *
 *   <folder>/package.json              {"private": true, "workspaces": [the package, the workspace packages it needs]}
 *   <folder>/<package>/{package.json,<its "files">}  its build and manifest (less devDependencies); the same
 *                                            for the workspace packages it depends on (shared-contracts)
 *   npm install --omit=dev --ignore-scripts    then: node <package>/dist/main.js ...
 *
 * It prints, per package: what the install holds (size of node_modules and of the whole folder, packages), that none of
 * the tooling (Playwright, Lighthouse, firebase-tools, MailDev, s3rver, tsx, TypeScript) is among them, and the time
 * from spawning node on the compiled program to its first 200 (shell server: /config.json; API: /api/health), median
 * of BENCH_STARTS (3) starts. Exits non-zero when a tooling package is installed or a start fails.
 *
 * Needs the builds (turbo: bench depends on ^build and build; shell-server's needs api's: see turbo.json). The folders
 * stay in .runtime/production-install/ for a look. npm reads its cache first (--prefer-offline): the registry is asked
 * only for what the cache lacks.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, '.runtime', 'production-install');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const START_TIMEOUT_MS = 120_000;
/** Tooling that a production install must never hold. */
const TOOLING = [
  'playwright',
  'playwright-core',
  'lighthouse',
  'firebase-tools',
  'maildev',
  's3rver',
  'tsx',
  'typescript',
];

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  /** What the package ships (its build, and the API's sample photos): the folders a deployment copies. */
  files?: string[];
}

const manifestOf = (pkg: string): Manifest =>
  JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as Manifest;
const WORKSPACES = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** The package and the workspace packages it depends on at run time, transitively. */
function workspaceClosure(pkg: string, seen = new Set<string>()): string[] {
  if (seen.has(pkg)) return [...seen];
  seen.add(pkg);
  for (const dep of Object.keys(manifestOf(pkg).dependencies ?? {}))
    if (WORKSPACES.includes(dep)) workspaceClosure(dep, seen);
  return [...seen];
}

/** Bytes under `dir` (du: disk usage, symlinks not followed, so a linked workspace counts once at its folder). */
const bytesOf = (dir: string): number =>
  existsSync(dir) ? Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]) : 0;

/** Every package folder in node_modules (scoped ones as @scope/name). */
function installedPackages(modules: string): string[] {
  if (!existsSync(modules)) return [];
  const names: string[] = [];
  const walk = (dir: string, prefix = '') => {
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.')) continue;
      if (entry.startsWith('@') && !prefix) walk(path.join(dir, entry), `${entry}/`);
      else {
        names.push(prefix + entry);
        const nested = path.join(dir, entry, 'node_modules');
        if (existsSync(nested)) walk(nested);
      }
    }
  };
  walk(modules);
  return names;
}

interface Install {
  folder: string;
  seconds: number;
  modulesBytes: number;
  totalBytes: number;
  packages: string[];
}

function cleanInstall(pkg: string): Install {
  const folder = path.join(OUT, pkg);
  rmSync(folder, { recursive: true, force: true });
  const members = workspaceClosure(pkg);
  for (const member of members) {
    if (!existsSync(path.join(ROOT, member, 'dist')))
      throw new Error(`${member}/dist is missing: build first (npx turbo run build --filter=${pkg})`);
    mkdirSync(path.join(folder, member), { recursive: true });
    for (const shipped of manifestOf(member).files ?? ['dist'])
      cpSync(path.join(ROOT, member, shipped), path.join(folder, member, shipped), { recursive: true });
    // Its manifest without devDependencies: npm resolves a workspace's dev dependencies even with --omit=dev (and the
    // API's name the unpublished stack). What is installed is the same; a published package ships the same way.
    const { devDependencies: _dev, ...manifest } = JSON.parse(
      readFileSync(path.join(ROOT, member, 'package.json'), 'utf8'),
    ) as Manifest & { devDependencies?: unknown };
    writeFileSync(path.join(folder, member, 'package.json'), JSON.stringify(manifest, null, 2));
  }
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: `${pkg}-production`, private: true, workspaces: members }, null, 2),
  );
  const started = performance.now();
  execFileSync(
    'npm',
    [
      'install',
      '--omit=dev',
      '--ignore-scripts',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const seconds = (performance.now() - started) / 1000;
  const modules = path.join(folder, 'node_modules');
  return {
    folder,
    seconds,
    modulesBytes: bytesOf(modules),
    totalBytes: bytesOf(folder),
    packages: installedPackages(modules).filter((name) => !members.includes(name)),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Milliseconds from spawning node on `entry` to the first 200 on `path`. */
async function timeToFirstAnswer(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  urlPath: string,
): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (exited) throw new Error(`exited before answering:\n${stderr.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}${urlPath}`, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no 200 on ${urlPath} within ${START_TIMEOUT_MS} ms`);
  } finally {
    child.kill('SIGTERM');
    if (!exited) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The shell's build if there is one, else a one-page stand-in (the server starts the same way). */
function shellDist(): string {
  const built = path.join(ROOT, 'shell', 'dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const standIn = path.join(OUT, 'shell-dist-stand-in');
  mkdirSync(standIn, { recursive: true });
  writeFileSync(
    path.join(standIn, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  return standIn;
}

/** A runtime config whose remotes nothing serves: the server starts without first views (it says so). */
function runtimeConfig(): string {
  const nowhere = 'http://127.0.0.1:9';
  const file = path.join(OUT, 'config.json');
  writeFileSync(
    file,
    JSON.stringify({
      remotes: Object.fromEntries(
        ['mf_public', 'mf_admin_content', 'mf_admin_inquiries', 'mf_admin_service_area'].map((name) => [
          name,
          `${nowhere}/${name}/mf-manifest.json`,
        ]),
      ),
      apiBaseUrl: 'https://api.example.com',
      companyDomain: 'alamomasonry.com',
      firebase: { apiKey: 'key', authDomain: 'site.firebaseapp.com', projectId: 'site' },
    }),
  );
  return file;
}

/** The environment of the bench less what a developer's shell may carry for the local stack. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'NODE_ENV',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'SMTP_URL',
    'FIRST_VIEW_RENDERERS',
    'DATABASE_URL',
  ])
    delete env[name];
  return { ...env, ...extra };
}

interface Target {
  pkg: string;
  what: string;
  args: (folder: string) => string[];
  env: (port: number, folder: string) => Record<string, string>;
  urlPath: string;
}

const TARGETS: Target[] = [
  {
    pkg: 'shell-server',
    what: "shell's server",
    args: (folder) => [
      path.join(folder, 'shell-server', 'dist', 'main.js'),
      '--dist',
      shellDist(),
      '--config',
      runtimeConfig(),
    ],
    env: (port) => ({ PORT: String(port), BIND_HOST: '127.0.0.1' }),
    urlPath: '/config.json',
  },
  {
    pkg: 'api',
    what: 'API (embedded PGlite in memory: initdb and migrations included)',
    args: (folder) => [path.join(folder, 'api', 'dist', 'main.js')],
    env: (port, folder) => ({
      NODE_ENV: 'production',
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      UPLOADS_DIR: path.join(folder, 'uploads'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    }),
    urlPath: '/api/health',
  },
];

mkdirSync(OUT, { recursive: true });
let failed = false;
const rows: string[] = [];
for (const target of TARGETS) {
  const install = cleanInstall(target.pkg);
  const tooling = install.packages.filter((name) => TOOLING.includes(name));
  if (tooling.length) failed = true;
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const port = await freePort();
    try {
      times.push(
        await timeToFirstAnswer(
          install.folder,
          target.args(install.folder),
          productionEnv(target.env(port, install.folder)),
          port,
          target.urlPath,
        ),
      );
    } catch (error) {
      failed = true;
      console.error(`${target.pkg}: start ${i + 1} failed: ${(error as Error).message}`);
    }
  }
  console.log(
    `\n${target.pkg} (${target.what}), clean install in ${path.relative(ROOT, install.folder)}: ` +
      `npm install --omit=dev ${install.seconds.toFixed(1)} s`,
  );
  console.log(`  node_modules   ${mib(install.modulesBytes)}, ${install.packages.length} packages`);
  console.log(`  whole folder   ${mib(install.totalBytes)} (with the builds)`);
  console.log(
    `  tooling        ${tooling.length ? `PRESENT: ${tooling.join(', ')}` : `none of ${TOOLING.join(', ')}`}`,
  );
  console.log(
    `  first 200      ${times.length ? `${Math.round(median(times))} ms median of ${times.length} (${times.map(Math.round).join(', ')} ms) on ${target.urlPath}` : 'never'}`,
  );
  rows.push(
    `| ${target.pkg} | ${mib(install.modulesBytes)}, ${install.packages.length} packages | ${mib(install.totalBytes)} | ` +
      `${times.length ? `${Math.round(median(times))} ms` : '-'} |`,
  );
}
console.log(
  `\n| Package | node_modules | whole folder | spawn to first 200 |\n|---|---|---|---|\n${rows.join('\n')}`,
);
process.exit(failed ? 1 : 0);
