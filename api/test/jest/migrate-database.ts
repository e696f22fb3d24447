import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';

const MIGRATION_DEADLINE_MS = 60_000;

/**
 * Runs what migrations `url`'s database lacks with deadlines for schema changes, not the app's request deadlines (2 s a
 * statement): otherwise each worker's first test file ran every migration inside its app's start, and beside npm
 * test's builds the DDL's disk syncs outlasted those deadlines (issue 42's CI runs).
 */
export async function migrateDatabase(url: string): Promise<void> {
  const options = buildDataSourceOptions({ url });
  const db = new DataSource({
    ...options,
    poolSize: 1,
    extra: {
      ...(options as { extra?: object }).extra,
      statement_timeout: MIGRATION_DEADLINE_MS,
      query_timeout: MIGRATION_DEADLINE_MS,
    },
  } as typeof options);
  await db.initialize();
  await db.destroy();
}
