/**
 * A team's check of its own package (issue 42):
 *
 *   npm run verify -- <package>        e.g. npm run verify -- mf-admin-inquiries
 *
 * lint, typecheck, unit tests and build of the package; can-deploy of its new build against the reference deployment
 * (the shell, remotes and API as last built from main: reference/); then the journeys it owns and the composition
 * journeys, through the composed site with its build in place of the reference's. Prints the time of each stage.
 * Exits 1 at the first stage that fails, 2 when used wrongly.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FIREBASE_PROJECT_ID_DEFAULT, stackPorts } from '../../../stack.config';
import { ensureAuthEmulator } from '../auth-emulator';
import { stopProcess, type ManagedProcess } from '../processes';
import { defaultReferenceRef, ensureReference } from '../reference/reference';
import { deployFit } from './deploy-fit';
import { planFor, VERIFIABLE_PACKAGES } from './plan';

const treeRoot = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(treeRoot, 'node_modules', '.bin', name);

const pkg = process.argv[2];
if (!pkg || !VERIFIABLE_PACKAGES.includes(pkg)) {
  console.error(`Usage: npm run verify -- <package>   (one of ${VERIFIABLE_PACKAGES.join(', ')})`);
  process.exit(2);
}
const plan = planFor(pkg);
const emulatorPort = stackPorts().authEmulator;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  // The API's tests and journeys need a PostgreSQL server: the machine's, as in CI, unless one is named.
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
};

function run(
  command: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
  cwd = treeRoot,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const started: ManagedProcess[] = [];
/** The Auth emulator, started while the first stages run (it takes 15-20 s) unless one is already listening. */
const emulator = ensureAuthEmulator(
  {
    rootDir: treeRoot,
    port: emulatorPort,
    projectId: process.env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID_DEFAULT,
  },
  {
    onStart: (proc) => started.push(proc),
    onUnexpectedExit: () => console.error('The Auth emulator stopped.'),
  },
);
emulator.catch(() => undefined); // awaited by the stages that need it

const timings: { stage: string; seconds: number; oneOff?: boolean }[] = [];
let referenceDir = '';

async function stage(name: string, body: () => Promise<string | void>, oneOff = false): Promise<void> {
  console.log(`\n=== verify ${pkg}: ${name}`);
  const begin = performance.now();
  const outcome = await body();
  const seconds = (performance.now() - begin) / 1000;
  timings.push({ stage: name, seconds, oneOff: oneOff && outcome !== 'reused' });
  console.log(`=== ${name}: ${seconds.toFixed(1)} s${outcome ? ` (${outcome})` : ''}`);
}

const turbo = (task: string) =>
  run(bin('turbo'), ['run', task, `--filter=${plan.filter}`, '--output-logs=errors-only']);

async function main(): Promise<void> {
  await stage('lint', () => run(bin('eslint'), [pkg!, '--max-warnings=0']));
  await stage('typecheck', () => turbo('typecheck'));
  await stage('unit tests', async () => {
    await emulator;
    await turbo('test');
  });
  await stage('build', () => turbo('build'));
  if (plan.usesReference)
    await stage(
      'reference',
      async () => {
        const reference = await ensureReference(defaultReferenceRef());
        referenceDir = reference.dir;
        return `${reference.built ? 'built' : 'reused'} ${reference.commit.slice(0, 12)}`;
      },
      true,
    );
  if (plan.deployCheck !== 'none') {
    const kind = plan.deployCheck;
    await stage('can-deploy', async () => {
      const verdict = await deployFit(pkg!, kind, referenceDir, treeRoot);
      for (const note of verdict.notes) console.log(`note: ${note}`);
      for (const failure of verdict.failures) console.error(`does not fit: ${failure}`);
      if (verdict.failures.length) throw new Error(`${pkg} does not fit the reference deployment`);
      return 'fits';
    });
  }
  if (plan.journeys !== 'all' && plan.journeys.length === 0) return;
  await stage('journeys', async () => {
    await emulator;
    const projects = plan.journeys === 'all' ? [] : plan.journeys.map((project) => `--project=${project}`);
    // CI=1: a launcher of its own (never a running `npm start`, which composes this tree's builds).
    const composed = plan.usesReference ? { STACK_REFERENCE: referenceDir, STACK_UNDER_TEST: pkg } : {};
    await run(bin('playwright'), ['test', ...projects], { CI: '1', ...composed }, path.join(treeRoot, 'e2e'));
  });
}

function printTimes(outcome: string): void {
  const loop = timings.filter((timing) => !timing.oneOff).reduce((sum, timing) => sum + timing.seconds, 0);
  console.log(`\nverify ${pkg}: ${outcome}`);
  for (const { stage: name, seconds, oneOff } of timings)
    console.log(
      `  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${oneOff ? '  (once per commit of main)' : ''}`,
    );
  console.log(
    `  ${'total'.padEnd(12)} ${loop.toFixed(1).padStart(7)} s${timings.some((t) => t.oneOff) ? ' (without the one-off reference build)' : ''}`,
  );
}

let code = 0;
try {
  await main();
  printTimes('passed');
} catch (error) {
  printTimes(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await Promise.all(started.map((proc) => stopProcess(proc)));
}
process.exit(code);
