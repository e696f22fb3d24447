import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795317821379 } from './1795317821379-InitialSchema.js';
import { SeedServiceArea1795317821380 } from './1795317821380-SeedServiceArea.js';

type MigrationClass = new () => MigrationInterface;

/** Listed explicitly (not globbed) so the same list works from dist/, from jest and in the CLI. Append only. */
export const MIGRATIONS: MigrationClass[] = [InitialSchema1795317821379, SeedServiceArea1795317821380];
