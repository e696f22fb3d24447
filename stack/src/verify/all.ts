/**
 * `npm test`: every package's check at once, on this tree (issue 42). First what the journeys need and what must not
 * be starved of CPU: the builds (with the variant builds of the deploy-skew journeys), the API's tests (real
 * PostgreSQL, with production's database deadlines) and the tests that start servers (stack, shell-server). Then
 * every journey through the composed site, and beside them, at the lowest CPU priority, lint, the typechecks and the
 * browser packages' unit tests. Prints the time of each stage.
 *
 * Why beside, and why niced: the journeys keep about 1.7 of the 2 cores busy, so the rest of the machine idles for
 * minutes; at equal priority the unit tests overloaded it and the API's deadlines were missed (pages answered 503,
 * docs/performance.md). At nice 19 they take only the CPU the journeys leave.
 */
import path from 'node:path';
import { backgroundAuthEmulator } from './emulator';
import { bin, run, StageTimer, treeRoot } from './stages';

const emulator = backgroundAuthEmulator();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
};
const timer = new StageTimer('npm test');

/** Tasks of the first stage besides every package's build. */
const FIRST_STAGE_CHECKS = [
  'api#test',
  'api#typecheck',
  'stack#test',
  'stack#typecheck',
  'shell-server#test',
  'shell-server#typecheck',
];
/** Packages whose remaining checks run beside the journeys (all but those of the first stage). */
const BESIDE_JOURNEYS_FILTER = ['--filter=!api', '--filter=!stack', '--filter=!shell-server'];

async function testAll(): Promise<void> {
  await timer.stage('builds, API tests, server tests', () =>
    run(
      bin('turbo'),
      [
        'run',
        'build',
        'build:skew',
        ...FIRST_STAGE_CHECKS,
        '--concurrency=4',
        '--output-logs=errors-only',
      ],
      env,
    ),
  );
  await timer.stage('journeys, beside lint, typechecks and unit tests (nice 19)', async () => {
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    const checks = run(
      'nice',
      [
        '-n',
        '19',
        bin('turbo'),
        'run',
        'lint',
        'typecheck',
        'test',
        // The builds they import ran in the first stage: re-running (or restoring) them would rewrite the dist/
        // folders the journeys are being served from.
        '--only',
        ...BESIDE_JOURNEYS_FILTER,
        '--concurrency=2',
        '--output-logs=errors-only',
      ],
      // A starved test is slow, not hung: the per-test limit grows with the priority it runs at.
      { ...env, JEST_TEST_TIMEOUT_MS: '120000' },
    ).then(
      () => console.log(`=== lint, typechecks and unit tests passed after ${elapsed()}`),
      (error: unknown) => {
        console.log(`=== lint, typechecks or unit tests FAILED after ${elapsed()}`);
        throw error;
      },
    );
    const journeys = emulator.ready.then(() =>
      run(bin('playwright'), ['test'], env, path.join(treeRoot, 'e2e')),
    );
    const [journeysDone, checksDone] = await Promise.allSettled([journeys, checks]);
    for (const outcome of [journeysDone, checksDone]) if (outcome.status === 'rejected') throw outcome.reason;
  });
}

process.exit(await timer.runAll(testAll, emulator.stop));
