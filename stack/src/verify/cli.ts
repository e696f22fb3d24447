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
import path from 'node:path';
import { defaultReferenceRef, ensureReference } from '../reference/reference';
import { deployFit } from './deploy-fit';
import { backgroundAuthEmulator } from './emulator';
import { planFor, VERIFIABLE_PACKAGES } from './plan';
import { bin, run, StageTimer, treeRoot } from './stages';

const pkg = process.argv[2];
if (!pkg || !VERIFIABLE_PACKAGES.includes(pkg)) {
  console.error(`Usage: npm run verify -- <package>   (one of ${VERIFIABLE_PACKAGES.join(', ')})`);
  process.exit(2);
}
const plan = planFor(pkg);
const emulator = backgroundAuthEmulator();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  // The API's tests and journeys need a PostgreSQL server: the machine's, as in CI, unless one is named.
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
};
const timer = new StageTimer(`verify ${pkg}`);
const turbo = (task: string) =>
  run(bin('turbo'), ['run', task, `--filter=${plan.filter}`, '--output-logs=errors-only'], env);

async function verify(): Promise<void> {
  let referenceDir = '';
  await timer.stage('lint', () => run(bin('eslint'), [pkg!, '--max-warnings=0'], env));
  await timer.stage('typecheck', () => turbo('typecheck'));
  await timer.stage('unit tests', async () => {
    await emulator.ready;
    await turbo('test');
  });
  await timer.stage('build', () => turbo('build'));
  if (plan.usesReference)
    await timer.stage(
      'reference',
      async () => {
        const reference = await ensureReference(defaultReferenceRef());
        referenceDir = reference.dir;
        return `${reference.built ? 'built' : 'reused'} ${reference.commit.slice(0, 12)}`;
      },
      true,
    );
  const deployCheck = plan.deployCheck;
  if (deployCheck !== 'none')
    await timer.stage('can-deploy', async () => {
      const verdict = await deployFit(pkg!, deployCheck, referenceDir, treeRoot);
      for (const note of verdict.notes) console.log(`note: ${note}`);
      for (const failure of verdict.failures) console.error(`does not fit: ${failure}`);
      if (verdict.failures.length) throw new Error(`${pkg} does not fit the reference deployment`);
      return 'fits';
    });
  if (plan.journeys !== 'all' && plan.journeys.length === 0) return;
  const projects = plan.journeys === 'all' ? [] : plan.journeys.map((project) => `--project=${project}`);
  await timer.stage('journeys', async () => {
    await emulator.ready;
    // CI=1: a launcher of its own (never a running `npm start`, which composes this tree's builds).
    const composed = plan.usesReference ? { STACK_REFERENCE: referenceDir, STACK_UNDER_TEST: pkg } : {};
    await run(
      bin('playwright'),
      ['test', ...projects],
      { ...env, CI: '1', ...composed },
      path.join(treeRoot, 'e2e'),
    );
  });
}

process.exit(await timer.runAll(verify, emulator.stop));
