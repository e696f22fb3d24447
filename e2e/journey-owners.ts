import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Who owns which journeys (issue 42): the folder under tests/ is the package whose behaviour its journeys prove.
 * `composition` is the site as a whole (the shell's frame, navigation between remotes, sign-in, offline): every
 * package's check runs it beside its own folder.
 */
export const COMPOSITION = 'composition';

export const JOURNEY_OWNERS = [
  COMPOSITION,
  'shell',
  'api',
  'mf-public',
  'mf-admin-content',
  'mf-admin-inquiries',
  'mf-admin-service-area',
] as const;

export type JourneyOwner = (typeof JOURNEY_OWNERS)[number];

/**
 * A journey outside the owners' folders would belong to no project and never run: the config refuses to load then.
 */
export function assertEveryJourneyOwned(testsDir: string): void {
  const owned = new Set<string>([...JOURNEY_OWNERS, 'support']);
  const strays = readdirSync(testsDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.spec.ts') && !owned.has(file.split(path.sep)[0]!),
  );
  if (strays.length)
    throw new Error(
      `journeys outside an owner's folder (${JOURNEY_OWNERS.join(', ')}): ${strays.join(', ')}`,
    );
}
