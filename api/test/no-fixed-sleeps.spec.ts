import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 48: the API's tests wait for conditions (helpers/wait.ts `until`, or draining the outbox), not for fixed
 * times. A fixed sleep passes before what it waits for on a loaded machine, or proves nothing ("sent once" after
 * 500 ms). A wait on a timer stays only where the time itself is the point, and its line (or the one above) says so
 * with `fixed-wait: <why>`. Runs with the API's `npm test`.
 */
const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWED_FILES = new Set(['test/helpers/wait.ts', 'test/no-fixed-sleeps.spec.ts']);
/** A promise resolved by a timer (`setTimeout(resolve, ...)`, `setTimeout(() => resolve(), ...)`), or timers/promises. */
const TIMER_WAIT =
  /setTimeout\(\s*(?:\(\)\s*=>\s*)?(?:resolve|res|r|done|next)\b|from\s+['"](?:node:)?timers\/promises['"]/;
const JUSTIFIED = /fixed-wait:\s*\S.{9,}/;

export function fixedWaits(source: string): number[] {
  const lines = source.split('\n');
  return lines.flatMap((line, i) =>
    TIMER_WAIT.test(line) && !JUSTIFIED.test(line) && !JUSTIFIED.test(lines[i - 1] ?? '') ? [i + 1] : [],
  );
}

function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testSources(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('no fixed sleeps in the API tests', () => {
  it('finds a timer wait, and accepts one whose line says why', () => {
    expect(fixedWaits('await new Promise((resolve) => setTimeout(resolve, 500));')).toEqual([1]);
    expect(fixedWaits('x;\nawait new Promise((r) => setTimeout(() => r(), 300));')).toEqual([2]);
    expect(fixedWaits("import { setTimeout } from 'node:timers/promises';")).toEqual([1]);
    expect(
      fixedWaits('// fixed-wait: the delay is what is tested\nawait new Promise((r) => setTimeout(r, 5));'),
    ).toEqual([]);
    expect(fixedWaits('// fixed-wait:\nawait new Promise((r) => setTimeout(r, 5));')).toEqual([2]);
    expect(fixedWaits('socket.setTimeout(1000, () => socket.destroy());')).toEqual([]);
  });

  it('has none but the justified ones in test/ and in src/ specs', () => {
    const files = [
      ...testSources(join(API_DIR, 'test')),
      ...testSources(join(API_DIR, 'src')).filter((path) => /\.spec\.ts$/.test(path)),
    ];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((path) => {
      const name = relative(API_DIR, path);
      if (ALLOWED_FILES.has(name)) return [];
      return fixedWaits(readFileSync(path, 'utf8')).map((line) => `${name}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
