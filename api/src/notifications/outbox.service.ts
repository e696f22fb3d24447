import { Injectable } from '@nestjs/common';
import { ConfirmationQuota } from './confirmation-quota.service.js';
import { MailTransportService } from './mail-transport.service.js';
import type { EntityManager } from 'typeorm';
import { enqueueEmails, type NewInquiryKind, type OutboxJob } from './outbox-jobs.js';
import { OutboxWorker } from './outbox-worker.service.js';

/**
 * What the code that sends e-mail calls: names the e-mails a new inquiry gets, records jobs in the caller's transaction
 * (`enqueue`, the one writer of outbox rows: they exist exactly when what they are about does), and, once that
 * transaction has committed, wakes the worker to send them at once.
 */
@Injectable()
export class NotificationOutbox {
  constructor(
    private readonly mail: MailTransportService,
    private readonly worker: OutboxWorker,
    private readonly confirmations: ConfirmationQuota,
  ) {}

  /** Whether e-mails are sent at all (SMTP configured): only then are outbox rows written. */
  get active(): boolean {
    return this.mail.enabled;
  }

  /**
   * The e-mails a new inquiry from `visitorEmail` gets (one outbox row each, written with the inquiry): always the
   * staff e-mail, the visitor's confirmation only when the quota allows one (see ConfirmationQuota); none when
   * notifications are off. Call `notStored` if the inquiry is then not stored.
   */
  async newInquiryKinds(visitorEmail: string): Promise<NewInquiryKind[]> {
    if (!this.mail.enabled) return [];
    const confirm = await this.confirmations.claim(visitorEmail);
    return confirm ? ['staff-new-inquiry', 'visitor-confirmation'] : ['staff-new-inquiry'];
  }

  /** Records these e-mails with `manager`, the caller's transaction's; call `afterCommit` once it has committed. */
  enqueue(manager: EntityManager, jobs: readonly OutboxJob[]): Promise<void> {
    return enqueueEmails(manager, jobs);
  }

  /** The inquiry these kinds were named for was not stored: its visitor may be confirmed next time. */
  async notStored(visitorEmail: string, kinds: NewInquiryKind[]): Promise<void> {
    if (kinds.includes('visitor-confirmation')) await this.confirmations.release(visitorEmail);
  }

  /** Call after the commit: the rows are visible to the worker only then. */
  afterCommit(): void {
    if (this.mail.enabled) this.worker.wakeSoon();
  }
}
