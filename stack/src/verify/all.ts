/**
 * `npm test`: every package's check at once, on this tree (issue 42): lint, typecheck, the builds (with the variant
 * builds of the deploy-skew journeys) and every package's unit tests, then every journey through the composed site.
 * The Auth emulator starts while the first stage runs. Prints the time of each stage.
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

async function testAll(): Promise<void> {
  // One task graph: a package's unit tests start as soon as what they import is built, beside the other builds,
  // instead of after every build (the API's wait for the emulator themselves). Four tasks at a time on two cores
  // keeps both busy through the graph's narrow parts.
  await timer.stage('lint, typecheck, builds, unit tests', () =>
    run(
      bin('turbo'),
      [
        'run',
        'lint',
        'typecheck',
        'build',
        'build:skew',
        'test',
        '--concurrency=4',
        '--output-logs=errors-only',
      ],
      env,
    ),
  );
  await timer.stage('journeys', async () => {
    await emulator.ready;
    await run(bin('playwright'), ['test'], env, path.join(treeRoot, 'e2e'));
  });
}

process.exit(await timer.runAll(testAll, emulator.stop));
