/**
 * `npm test`: every package's check at once, on this tree (issue 42): the builds (with the variant builds of the
 * deploy-skew journeys), then lint, typecheck and every package's unit tests beside every journey through the
 * composed site, which needs the builds only. The Auth emulator starts while the builds run. Prints the time of each
 * stage.
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

const turbo = (tasks: string[], options: string[]) =>
  run(bin('turbo'), ['run', ...tasks, ...options, '--output-logs=errors-only'], env);

async function testAll(): Promise<void> {
  await timer.stage('builds', () => turbo(['build', 'build:skew'], ['--concurrency=4']));
  // Side by side: the journeys wait on browsers, servers and the network for part of their time, which the unit tests
  // fill (on two cores, the two stages one after the other left a core idle for minutes). Two unit tasks at a time
  // (the API's jest runs two workers itself) leave the journeys' servers and browsers their share. --only: the builds
  // are done, and restoring their outputs from the cache again would rewrite files the journeys' servers are serving.
  await timer.together({
    'lint, typecheck, unit tests': () => turbo(['lint', 'typecheck', 'test'], ['--only', '--concurrency=2']),
    journeys: async () => {
      await emulator.ready;
      await run(bin('playwright'), ['test'], env, path.join(treeRoot, 'e2e'));
    },
  });
}

process.exit(await timer.runAll(testAll, emulator.stop));
