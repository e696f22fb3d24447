import { DataSource } from 'typeorm';
import { apiSuite } from './helpers/suite.js';

describe('database schema', () => {
  // Reads the schema only: no reset needed.
  const suite = apiSuite({ reset: 'never' });

  it('the committed migrations produce exactly what the entities describe (no drift)', async () => {
    const pending = await suite.t.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('never uses synchronize', () => {
    expect(suite.t.app.get(DataSource).options.synchronize).toBe(false);
  });
});
