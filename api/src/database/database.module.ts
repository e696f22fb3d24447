import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { EnvironmentVariables } from '../config/env.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { PgliteService } from './pglite.service.js';

@Module({ providers: [PgliteService], exports: [PgliteService] })
class PgliteModule {}

/** TypeORM on DATABASE_URL when set, else on embedded PGlite. Migrations run on start-up. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [PgliteModule],
      inject: [EnvironmentVariables, PgliteService],
      useFactory: async (env: EnvironmentVariables, pglite: PgliteService) => {
        const options = env.DATABASE_URL
          ? buildDataSourceOptions({ url: env.DATABASE_URL })
          : buildDataSourceOptions({ pgliteConfig: createPgConfig(await pglite.open()) });
        // Fail fast: retrying a refused connection for minutes hides a wrong DATABASE_URL.
        return { ...options, autoLoadEntities: true, retryAttempts: 2, retryDelay: 1000 };
      },
    }),
  ],
})
export class DatabaseModule {}
