import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the browser's modules carry along. shared-contracts is bundled into every front end, and a module that builds a
 * zod schema at its top level brings zod into any chunk that imports one of its names: the public quote form keeps to
 * zod's mini build, and the plain values the admin pages draw with on their first load live in modules without zod
 * (issue 44: importing INQUIRY_STATUSES from the schemas' module put 23 KiB of zod on the dashboard's first load).
 */

/** Every package a module reaches through its own imports (relative ones followed, type-only ones skipped). */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, typeOnly, specifier] of source.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^;]*?from\s+)?'([^']+)'/gm,
  )) {
    if (typeOnly || !specifier) continue;
    if (!specifier.startsWith('.')) packages.add(specifier);
    else for (const reached of packagesReachedFrom(resolveSource(file, specifier), seen)) packages.add(reached);
  }
  return packages;
}
const resolveSource = (from: string, specifier: string) => {
  const target = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts');
};
const reached = (file: string) => [...packagesReachedFrom(path.join(__dirname, file))];

it("the quote flow module reaches zod's mini build only: the public quote form's code never carries classic zod", () => {
  expect(reached('schemas/quote.ts')).toEqual(['zod/mini']);
});

it.each([
  // The dashboard's status list and the inbox's toolbar.
  'inquiry-rules.ts',
  // Site health's window, its "(other)" route; the shell's visitor reporter.
  'visitor-telemetry/visitor-reports.ts',
  // The api client's check of a refusal.
  'schemas/api-error-shape.ts',
])('%s reaches no package: its names cost no zod where they are drawn', (file) => {
  expect(reached(file)).toEqual([]);
});
