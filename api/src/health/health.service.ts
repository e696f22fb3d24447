import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from 'shared-contracts';
import { DataSource } from 'typeorm';

/**
 * Load balancers and the start script give up after a second or two, so the check answers "down" within this even
 * when the database does not answer at all (the query's own deadlines are longer: they are sized for real work).
 */
export const HEALTH_CHECK_DEADLINE_MS = 1000;

const deadline = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });

@Injectable()
export class HealthService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async check(): Promise<HealthResponse> {
    let database: HealthResponse['database'] = 'down';
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), deadline(HEALTH_CHECK_DEADLINE_MS)]);
      database = 'up';
    } catch {
      // reported as down below; the reason is in the database logs
    }
    return { status: database === 'up' ? 'ok' : 'error', database, time: new Date().toISOString() };
  }
}
