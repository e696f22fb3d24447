import { StageTimer } from './stages';

describe('StageTimer', () => {
  it('prints the time of a stage that failed beside the ones that passed, and fails the check', async () => {
    const lines: string[] = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const timer = new StageTimer('npm test');
    const code = await timer.runAll(async () => {
      await timer.stage('builds', async () => undefined);
      await timer.stage('journeys', async () => {
        throw new Error('playwright test exited with 1');
      });
    }, async () => undefined);

    expect(code).toBe(1);
    const table = lines.join('\n');
    expect(table).toMatch(/=== journeys: \d+\.\d s \(failed\)/);
    expect(table).toContain('npm test: FAILED: playwright test exited with 1');
    expect(table).toMatch(/\n {2}builds +\d+\.\d s\n {2}journeys +\d+\.\d s\n {2}total/);
  });
});
