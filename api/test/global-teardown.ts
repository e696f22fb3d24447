import { dropWorkerDatabases } from './jest/worker-database.ts';

/** The workers' databases (jest/worker-database.ts) go; DATABASE_URL's own database was never touched. */
export default async function globalTeardown(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  await dropWorkerDatabases(url, globalConfig.maxWorkers);
}
