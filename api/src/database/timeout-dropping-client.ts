import { createRequire } from 'node:module';

/** The part of node-postgres' Client used here: pg ships no types, and TypeORM loads it untyped the same way. */
interface PgClient {
  query(...args: unknown[]): unknown;
  readonly connection: { readonly stream: { destroy(): void } };
}
type PgClientClass = new (config?: object) => PgClient;

const { Client } = createRequire(import.meta.url)('pg') as { Client: PgClientClass };

/** node-postgres' error for a query that outlived `query_timeout`. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * node-postgres' `query_timeout` answers the caller but keeps the connection waiting for the server's reply. Back in
 * the pool, that connection then holds every later query on it (the ROLLBACK right after, the next request's query)
 * until the server answers, which a frozen or unreachable server never does. This client closes such a connection
 * instead: the pool drops it and opens a fresh one once the database answers again.
 */
export class TimeoutDroppingClient extends Client {
  override query(...args: unknown[]): unknown {
    const result = super.query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
      });
    }
    return result;
  }
}
