import pg from 'pg';

/**
 * Empties the PostgreSQL database at `url` (its public schema dropped and made again) so that an API started on it
 * migrates and seeds it as a new site's. For test runs only (the launcher does it when STACK_FRESH_DATABASE=1, as the
 * journeys' CI runs set): on a shared test server, what an earlier run left (gallery items whose photos were in
 * another checkout's uploads folder) would otherwise decide what the journeys see.
 */
export async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
