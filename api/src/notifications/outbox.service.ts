import { Injectable } from '@nestjs/common';
import { MailTransportService } from './mail-transport.service.js';
import { OUTBOX_EMAIL_KINDS, type OutboxEmailKind } from './entities/outbox-email.entity.js';
import { OutboxWorker } from './outbox-worker.service.js';

/**
 * What the quote path calls: names the e-mails a new inquiry gets (recorded in the statement that stores it, so they
 * exist exactly when the inquiry does), and, once that transaction has committed, wakes the worker to send them at once.
 */
@Injectable()
export class NotificationOutbox {
  constructor(
    private readonly mail: MailTransportService,
    private readonly worker: OutboxWorker,
  ) {}

  /** The e-mails a new inquiry gets (one outbox row each, written with the inquiry); none when notifications are off. */
  newInquiryKinds(): OutboxEmailKind[] {
    return this.mail.enabled ? [...OUTBOX_EMAIL_KINDS] : [];
  }

  /** Call after the commit: the rows are visible to the worker only then. */
  afterCommit(): void {
    if (this.mail.enabled) this.worker.wakeSoon();
  }
}
