import { StageTimer } from './stages';

describe('StageTimer', () => {
  it('prints the time of a stage that failed beside the ones that passed, and fails the check', async () => {
    const lines: string[] = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const timer = new StageTimer('npm test');
    const code = await timer.runAll(
      async () => {
        await timer.stage('builds', async () => undefined);
        await timer.stage('journeys', async () => {
          throw new Error('playwright test exited with 1');
        });
      },
      async () => undefined,
    );

    expect(code).toBe(1);
    const table = lines.join('\n');
    expect(table).toMatch(/=== journeys: \d+\.\d s \(failed\)/);
    expect(table).toContain('npm test: FAILED: playwright test exited with 1');
    expect(table).toMatch(/\n {2}builds +\d+\.\d s\n {2}journeys +\d+\.\d s\n {2}total/);
  });
});

describe('StageTimer.together', () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it('runs stages side by side and counts the time they share once in the total', async () => {
    const lines: string[] = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const timer = new StageTimer('npm test');
    const unitTestsStarted = gate();
    const code = await timer.runAll(
      () =>
        timer.together({
          // The journeys wait until the unit tests have begun: only stages run at once can both be under way.
          journeys: async () => {
            await unitTestsStarted.opened;
            await new Promise((resolve) => setTimeout(resolve, 300));
          },
          'unit tests': async () => {
            unitTestsStarted.open();
            await new Promise((resolve) => setTimeout(resolve, 300));
          },
        }),
      async () => undefined,
    );

    expect(code).toBe(0);
    const seconds = (stage: string) =>
      Number(new RegExp(`\\n {2}${stage} +(\\d+\\.\\d) s`).exec(lines.join('\n'))![1]);
    expect(seconds('journeys')).toBeGreaterThanOrEqual(0.3);
    expect(seconds('unit tests')).toBeGreaterThanOrEqual(0.3);
    expect(seconds('total')).toBeLessThan(seconds('journeys') + seconds('unit tests') - 0.2);
  });

  it('waits for every stage, then fails with the first failure', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const timer = new StageTimer('npm test');
    let journeysFinished = false;
    const failure = timer.together({
      'unit tests': async () => {
        throw new Error('turbo run test exited with 1');
      },
      journeys: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        journeysFinished = true;
      },
    });

    await expect(failure).rejects.toThrow('turbo run test exited with 1');
    expect(journeysFinished).toBe(true);
  });
});
