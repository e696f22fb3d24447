import { migrateDatabase } from './migrate-database.js';

// Each test file starts on its worker's database with every migration run (see migrateDatabase): a no-op after the
// worker's first file.
beforeAll(async () => {
  if (process.env.DATABASE_URL) await migrateDatabase(process.env.DATABASE_URL);
}, 120_000);
