import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the committed migrations produce exactly what the entities describe (no drift)', async () => {
    const pending = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('never uses synchronize', () => {
    expect(t.app.get(DataSource).options.synchronize).toBe(false);
  });
});
