import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { EnvironmentVariables } from '../config/env.js';

/**
 * Owns the embedded PGlite instance used when DATABASE_URL is not set. PGlite keeps the process alive until it is
 * closed, and it has no file lock, so exactly one instance per data folder is opened here and closed on shutdown.
 */
@Injectable()
export class PgliteService implements OnApplicationShutdown {
  private readonly logger = new Logger(PgliteService.name);
  private instance: PGlite | null = null;

  constructor(
    private readonly env: EnvironmentVariables,
    private readonly moduleRef: ModuleRef,
  ) {}

  async open(): Promise<PGlite> {
    if (this.instance) return this.instance;
    const dataDir = this.env.PGLITE_DATA_DIR;
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    this.logger.log(`DATABASE_URL not set: using embedded PGlite in ${dataDir}`);
    // pg_trgm: the inbox search's trigram indexes (migration InquiryPagingAndIdempotency).
    this.instance = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    return this.instance;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.instance) return;
    // The TypeORM pool sits on top of PGlite: end it first so no query is cut off, then close PGlite.
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource?.isInitialized) await dataSource.destroy();
    await this.instance.close();
    this.instance = null;
  }
}
