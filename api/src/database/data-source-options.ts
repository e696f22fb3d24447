import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';

/**
 * The one place the database connection is described, for the app (database.module.ts) and the TypeORM CLI
 * (data-source.ts). Schema changes only happen through migrations, never `synchronize`.
 */
export function buildDataSourceOptions(params: { url?: string; pgliteConfig?: object }): DataSourceOptions {
  const base = {
    type: 'postgres' as const,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite; uuid-ossp cannot be installed on PGlite.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    // A query waiting for a pooled connection fails after this instead of hanging (matters with PGlite's pool of one).
    connectTimeoutMS: 10_000,
    logging: ['error', 'warn', 'migration'] as ('error' | 'warn' | 'migration')[],
  };
  if (params.url) return { ...base, url: params.url, poolSize: 20 };
  // PGlite is a single session: one connection, handed to node-postgres through its adapter.
  return { ...base, poolSize: 1, extra: { ...params.pgliteConfig, max: 1, idleTimeoutMillis: 0 } };
}
