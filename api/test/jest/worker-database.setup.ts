import { workerDatabaseUrl } from './worker-database.js';

// Runs before each test file, in its worker: the worker's own database (see worker-database.ts). The base URL is kept
// aside so the second file of a worker does not suffix the suffixed name again.
const base = (process.env.API_TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL);
if (base) process.env.DATABASE_URL = workerDatabaseUrl(base, Number(process.env.JEST_WORKER_ID ?? 1));
