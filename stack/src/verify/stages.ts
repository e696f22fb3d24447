/**
 * The stage runner of the checks (`npm test` and `npm run verify`): each stage's commands with their output, then a
 * table of the time each stage took, printed whether the check passed or not.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const treeRoot = path.resolve(import.meta.dirname, '../../..');
export const bin = (name: string) => path.join(treeRoot, 'node_modules', '.bin', name);

/** Runs a command with the check's output, failing with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = treeRoot): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

interface Timing {
  stage: string;
  seconds: number;
  /** Not part of the loop a team repeats (the reference build, once per commit of main). */
  oneOff: boolean;
}

export class StageTimer {
  private readonly timings: Timing[] = [];

  constructor(private readonly title: string) {}

  /** Runs a stage; what it returns is printed beside its time ('reused', 'fits'...). */
  async stage(name: string, body: () => Promise<string | void>, oneOff = false): Promise<string | void> {
    console.log(`\n=== ${this.title}: ${name}`);
    const begin = performance.now();
    const record = (outcome: string | void) => {
      const seconds = (performance.now() - begin) / 1000;
      this.timings.push({ stage: name, seconds, oneOff: oneOff && outcome !== 'reused' });
      console.log(`=== ${name}: ${seconds.toFixed(1)} s${outcome ? ` (${outcome})` : ''}`);
    };
    let outcome: string | void;
    try {
      outcome = await body();
    } catch (error) {
      // A failed stage's time is printed too: a stage that fails late costs as much as one that passes.
      record('failed');
      throw error;
    }
    record(outcome);
    return outcome;
  }

  /** Runs the check, prints the times whether it passed or not, then `cleanUp`; resolves to the exit code. */
  async runAll(check: () => Promise<void>, cleanUp: () => Promise<unknown>): Promise<number> {
    try {
      await check();
      this.print('passed');
      return 0;
    } catch (error) {
      this.print(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    } finally {
      await cleanUp();
    }
  }

  print(outcome: string): void {
    const width = Math.max(12, ...this.timings.map((timing) => timing.stage.length));
    const loop = this.timings
      .filter((timing) => !timing.oneOff)
      .reduce((sum, timing) => sum + timing.seconds, 0);
    console.log(`\n${this.title}: ${outcome}`);
    for (const { stage, seconds, oneOff } of this.timings)
      console.log(
        `  ${stage.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s${oneOff ? '  (once per commit of main)' : ''}`,
      );
    const note = this.timings.some((timing) => timing.oneOff) ? '  (without the one-off stage)' : '';
    console.log(`  ${'total'.padEnd(width)} ${loop.toFixed(1).padStart(7)} s${note}`);
  }
}
