import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { TimeoutDroppingClient } from './timeout-dropping-client.js';

/**
 * How long a request may wait on the database before it fails with 503, so a sick database costs a request at most
 * about 4 s (a free connection, then one query) instead of hanging it. Every query of this API takes milliseconds; a
 * future migration that needs longer sets its own `SET LOCAL statement_timeout`.
 */
export const DATABASE_DEADLINES = {
  /** Waiting for a pooled connection, or opening a new one (a frozen server accepts TCP but never answers). */
  connectMs: 1500,
  /** Server side: PostgreSQL cancels a statement running longer (slow query, lock wait). */
  statementMs: 2000,
  /** Client side: no reply at all from the server (frozen, unreachable); the connection is then dropped. */
  queryMs: 2500,
};

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
    logging: ['error', 'warn', 'migration'] as ('error' | 'warn' | 'migration')[],
  };
  if (params.url) {
    return {
      ...base,
      url: params.url,
      poolSize: 20,
      connectTimeoutMS: DATABASE_DEADLINES.connectMs,
      extra: {
        Client: TimeoutDroppingClient,
        statement_timeout: DATABASE_DEADLINES.statementMs,
        query_timeout: DATABASE_DEADLINES.queryMs,
      },
    };
  }
  // PGlite is a single session: one connection, handed to node-postgres through its adapter and taken by every request
  // in turn, so the wait for it is longer (it still fails instead of hanging). It runs in this process, so it cannot
  // freeze apart from it, and a query abandoned by a timeout would leave that one session mid-statement: no query
  // deadlines there.
  return {
    ...base,
    poolSize: 1,
    connectTimeoutMS: 10_000,
    extra: { ...params.pgliteConfig, max: 1, idleTimeoutMillis: 0 },
  };
}
