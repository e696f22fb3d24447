// Entry point for the TypeORM CLI (npm run migration:generate -w api): the real PostgreSQL named by DATABASE_URL.
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities.js';
import { buildDataSourceOptions } from './data-source-options.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set to generate or run migrations from the CLI');

export default new DataSource({
  ...buildDataSourceOptions({ url }),
  entities: ENTITIES,
  migrationsRun: false,
});
