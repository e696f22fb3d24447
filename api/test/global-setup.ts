import { DataSource } from 'typeorm';

/**
 * The API tests run against a real PostgreSQL (CI: database "test"). Without DATABASE_URL they would silently test
 * something else, so they stop here with a clear message instead.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'api tests need a PostgreSQL database: set DATABASE_URL, e.g. ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/api_test (createdb -h 127.0.0.1 -U postgres api_test)',
    );
  }
  const probe = new DataSource({ type: 'postgres', url, connectTimeoutMS: 5000 });
  try {
    await probe.initialize();
    await probe.query('SELECT 1');
  } catch (error) {
    throw new Error(`api tests cannot reach DATABASE_URL (${url}): ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    if (probe.isInitialized) await probe.destroy();
  }
}
