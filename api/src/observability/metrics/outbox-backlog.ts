import type { DataSource } from 'typeorm';

export interface OutboxBacklog {
  /** E-mails waiting to be sent (new, or waiting for a retry). */
  pending: number;
  /** How long the oldest of them has waited, in seconds (0 when none waits). */
  oldestSeconds: number;
}

/** The outbox's backlog as the database holds it: every instance's, which is what an operator needs to see. */
export async function outboxBacklog(dataSource: DataSource): Promise<OutboxBacklog> {
  const [row] = (await dataSource.query(
    `SELECT count(*)::int AS pending,
            coalesce(extract(epoch FROM now() - min("created_at")), 0)::float AS "oldestSeconds"
       FROM "outbox_email" WHERE "status" = 'pending'`,
  )) as OutboxBacklog[];
  return row ?? { pending: 0, oldestSeconds: 0 };
}
