import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OutboxEmailKind } from '../outbox-jobs.js';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One e-mail to send, written in the same transaction as the inquiry it is about (transactional outbox), so a stored
 * quote always has its e-mails recorded and a failed insert has none. The worker claims due rows with a lease
 * (`locked_until`), sends them and marks them sent; a failure schedules the next attempt with backoff.
 */
@Entity('outbox_email')
// The worker's claim: pending rows whose next attempt is due, oldest first. Sent rows are history and skipped.
@Index('IDX_outbox_email_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
export class OutboxEmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 40 })
  kind!: OutboxEmailKind;

  /**
   * What the e-mail is written from, in its kind's shape (outbox-jobs.ts: written by enqueueEmails, read by
   * parseOutboxJob). Self-contained, so the e-mail can be written even if staff delete the inquiry before it goes out.
   * Typed unknown here: a stored row is only a job once parsed.
   */
  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** Set while one worker holds the row; another worker (or this one after a restart) only takes it once expired. */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;
}
