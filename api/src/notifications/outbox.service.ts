import { Injectable } from '@nestjs/common';
import { ConfirmationQuota } from './confirmation-quota.service.js';
import { MailTransportService } from './mail-transport.service.js';
import type { OutboxEmailKind } from './entities/outbox-email.entity.js';
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
    private readonly confirmations: ConfirmationQuota,
  ) {}

  /**
   * The e-mails a new inquiry from `visitorEmail` gets (one outbox row each, written with the inquiry): always the
   * staff e-mail, the visitor's confirmation only when the quota allows one (see ConfirmationQuota); none when
   * notifications are off. Call `notStored` if the inquiry is then not stored.
   */
  async newInquiryKinds(visitorEmail: string): Promise<OutboxEmailKind[]> {
    if (!this.mail.enabled) return [];
    const confirm = await this.confirmations.claim(visitorEmail);
    return confirm ? ['staff-new-inquiry', 'visitor-confirmation'] : ['staff-new-inquiry'];
  }

  /** The inquiry these kinds were named for was not stored: its visitor may be confirmed next time. */
  async notStored(visitorEmail: string, kinds: OutboxEmailKind[]): Promise<void> {
    if (kinds.includes('visitor-confirmation')) await this.confirmations.release(visitorEmail);
  }

  /** Call after the commit: the rows are visible to the worker only then. */
  afterCommit(): void {
    if (this.mail.enabled) this.worker.wakeSoon();
  }
}
