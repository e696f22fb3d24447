import type { Config } from 'jest';
import { DataSource } from 'typeorm';
import { until } from './helpers/wait.ts';
import { createWorkerDatabases } from './jest/worker-database.ts';

/**
 * The API tests run against a real PostgreSQL (CI: database "test"). Without DATABASE_URL they would silently test
 * something else, so they stop here with a clear message instead. Each jest worker then gets a database of its own on
 * that server (jest/worker-database.ts).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number } & Config): Promise<void> {
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
  await authEmulatorAnswering(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  try {
    await createWorkerDatabases(url, globalConfig.maxWorkers);
  } catch (error) {
    throw new Error(
      `api tests run one database per jest worker beside DATABASE_URL's and could not create them ` +
        `(the role needs CREATEDB): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * `npm test` starts the Auth emulator while the builds run and these tests may start before it answers: they wait for
 * the emulator FIREBASE_AUTH_EMULATOR_HOST names (up to a minute), rather than fail their sign-ins.
 */
async function authEmulatorAnswering(host: string | undefined): Promise<void> {
  if (!host) return;
  const answers = () =>
    fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
  await until(`the Auth emulator at ${host} (FIREBASE_AUTH_EMULATOR_HOST)`, answers, 60_000);
}
