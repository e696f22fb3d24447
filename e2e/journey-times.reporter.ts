import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { journeyTimeReport, type JourneyTime } from 'stack/journey-times';

const testsDir = path.join(import.meta.dirname, 'tests');

/** Prints where the run's time went (stack/src/journey-times.ts) once every journey has run. */
export default class JourneyTimesReporter implements Reporter {
  private readonly times: JourneyTime[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const owner = test.parent.project()?.name ?? 'none';
    const file = path.relative(path.join(testsDir, owner), test.location.file);
    this.times.push({ owner, file, durationMs: result.duration });
  }

  onEnd(result: FullResult): void {
    console.log(journeyTimeReport(this.times, result.duration).join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
