import { Injectable } from '@nestjs/common';
import type { Inquiry } from 'shared-contracts';
import type { EntityManager } from 'typeorm';
import { MailTransportService } from './mail-transport.service.js';
import { OutboxEmailEntity, OUTBOX_EMAIL_KINDS } from './entities/outbox-email.entity.js';
import { OutboxWorker } from './outbox-worker.service.js';

/**
 * What the quote path calls: records the e-mails of a new inquiry inside the caller's transaction (so they exist
 * exactly when the inquiry does), and, once that transaction has committed, wakes the worker to send them at once.
 */
@Injectable()
export class NotificationOutbox {
  constructor(
    private readonly mail: MailTransportService,
    private readonly worker: OutboxWorker,
  ) {}

  /** One row per e-mail (staff, visitor) in one INSERT; nothing when notifications are off. */
  async recordNewInquiry(manager: EntityManager, inquiry: Inquiry): Promise<void> {
    if (!this.mail.enabled) return;
    await manager.insert(
      OutboxEmailEntity,
      OUTBOX_EMAIL_KINDS.map((kind) => ({ kind, inquiry })),
    );
  }

  /** Call after the commit: the rows are visible to the worker only then. */
  afterCommit(): void {
    if (this.mail.enabled) this.worker.wakeSoon();
  }
}
