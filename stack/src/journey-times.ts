/**
 * Where a journey run's time went (issue 42): worker-seconds per owner (Playwright project) and the slowest journey
 * files, printed at the end of every run so the CI log says which journeys to slim next, not just the total.
 */
export interface JourneyTime {
  /** The owner: the Playwright project the journey ran in. */
  owner: string;
  /** The journey's file, relative to the tests folder. */
  file: string;
  durationMs: number;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function totals(times: readonly JourneyTime[], keyOf: (time: JourneyTime) => string) {
  const sums = new Map<string, { ms: number; journeys: number }>();
  for (const time of times) {
    const sum = sums.get(keyOf(time)) ?? { ms: 0, journeys: 0 };
    sum.ms += time.durationMs;
    sum.journeys += 1;
    sums.set(keyOf(time), sum);
  }
  return [...sums].sort(([, a], [, b]) => b.ms - a.ms);
}

/** The report's lines: the whole run, each owner, then the `slowest` most expensive files. */
export function journeyTimeReport(times: readonly JourneyTime[], wallMs: number, slowest = 10): string[] {
  const workerMs = times.reduce((sum, time) => sum + time.durationMs, 0);
  return [
    `journey times: ${times.length} journeys, ${seconds(workerMs)} of worker time in ${seconds(wallMs)}`,
    ...totals(times, (time) => time.owner).map(
      ([owner, sum]) => `  ${owner}: ${seconds(sum.ms)} (${sum.journeys} journeys)`,
    ),
    `  slowest files:`,
    ...totals(times, (time) => `${time.owner}/${time.file}`)
      .slice(0, slowest)
      .map(([file, sum]) => `    ${seconds(sum.ms).padStart(6)}  ${file} (${sum.journeys})`),
  ];
}
