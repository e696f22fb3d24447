import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxWorker } from '../../src/notifications/outbox-worker.service.js';

/**
 * Delivers everything due in the outbox of each app (several instances share one), and waits until every pass has an
 * outcome for each row it claimed: after it, the SMTP sink holds exactly what was sent. "Sent once" is proven by
 * draining again and counting the same, never by sleeping.
 */
export async function drainOutbox(...apps: INestApplication[]): Promise<void> {
  await Promise.all(apps.map((app) => app.get(OutboxWorker).deliverDue()));
}

/** How many outbox rows have this status. */
export async function outboxCount(
  app: INestApplication,
  status: 'pending' | 'sent' | 'failed',
): Promise<number> {
  const [row] = (await app
    .get(DataSource)
    .query(`SELECT count(*)::int AS n FROM "outbox_email" WHERE "status" = $1`, [status])) as [{ n: number }];
  return row.n;
}
