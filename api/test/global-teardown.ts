import { DataSource } from 'typeorm';

/**
 * The suites leave their last test's rows behind. Hand the database on as a fresh install has it (no tables: the next
 * API start migrates and seeds it), so what runs next on the same DATABASE_URL — the Playwright journeys in CI —
 * starts from the state a new site starts from, sample gallery included.
 */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const db = new DataSource({ type: 'postgres', url, connectTimeoutMS: 5000 });
  await db.initialize();
  try {
    await db.query('DROP SCHEMA public CASCADE');
    await db.query('CREATE SCHEMA public');
  } finally {
    await db.destroy();
  }
}
