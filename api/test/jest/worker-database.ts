import { DataSource } from 'typeorm';

/**
 * The API suites run in parallel jest workers, each on a database of its own beside DATABASE_URL's (`test` gives
 * `test_w1`, `test_w2`, ...): every suite empties the tables it uses, so two workers on one database would delete each
 * other's rows mid-test. DATABASE_URL's own database is left as it is.
 */
export function workerDatabaseUrl(baseUrl: string, workerId: number): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName(baseUrl)}_w${workerId}`;
  return url.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Runs `work` on a connection to DATABASE_URL's server (its own database), which may create and drop others. */
export async function onServer<T>(baseUrl: string, work: (db: DataSource) => Promise<T>): Promise<T> {
  const db = new DataSource({ type: 'postgres', url: baseUrl, connectTimeoutMS: 5000 });
  await db.initialize();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Creates the workers' databases empty (a previous run that was killed may have left them with rows). */
export async function createWorkerDatabases(baseUrl: string, workers: number): Promise<void> {
  await onServer(baseUrl, async (db) => {
    for (let id = 1; id <= workers; id++) {
      const name = quoted(databaseName(workerDatabaseUrl(baseUrl, id)));
      await db.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await db.query(`CREATE DATABASE ${name}`);
    }
  });
}

export async function dropWorkerDatabases(baseUrl: string, workers: number): Promise<void> {
  await onServer(baseUrl, async (db) => {
    for (let id = 1; id <= workers; id++) {
      await db.query(
        `DROP DATABASE IF EXISTS ${quoted(databaseName(workerDatabaseUrl(baseUrl, id)))} WITH (FORCE)`,
      );
    }
  });
}
