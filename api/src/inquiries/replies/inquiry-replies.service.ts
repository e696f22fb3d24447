import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type InquiryReplyEntry } from 'shared-contracts';
import { DataSource } from 'typeorm';
import type { StaffUser } from '../../auth/staff-user.js';
import { MailTransportService } from '../../notifications/mail-transport.service.js';
import { NotificationOutbox } from '../../notifications/outbox.service.js';
import { ReadCaches } from '../../read-cache/read-caches.service.js';
import { InquiryEntity } from '../entities/inquiry.entity.js';
import { toInquiry } from '../inquiry.mapper.js';
import { InquiryTimelineService } from '../timeline/inquiry-timeline.service.js';
import { InquiryReplyEntity } from './inquiry-reply.entity.js';

/**
 * Replies to the visitor from the inquiry (issue 32). One transaction records the reply, queues its e-mail in the
 * outbox (sent once, with retries and one Message-ID, by the outbox worker) and moves a New inquiry to Responded with
 * its status change: the timeline, the e-mail and the status never disagree.
 */
@Injectable()
export class InquiryRepliesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailTransportService,
    private readonly outbox: NotificationOutbox,
    private readonly timeline: InquiryTimelineService,
    private readonly readCaches: ReadCaches,
  ) {}

  async reply(inquiryId: string, text: string, staff: StaffUser): Promise<InquiryReplyEntry> {
    // A reply nobody can send would be a lie in the timeline: refuse it while e-mail is off.
    if (!this.mail.enabled) throw new ConflictException(MESSAGES.inquiry.replyMailOff);
    const stored = await this.db.transaction(async (manager) => {
      const inquiry = await manager
        .getRepository(InquiryEntity)
        .findOne({ where: { id: inquiryId }, lock: { mode: 'pessimistic_write' } });
      if (!inquiry) throw new NotFoundException(MESSAGES.inquiry.notFound);
      const replies = manager.getRepository(InquiryReplyEntity);
      const reply = replies.create({ inquiryId, text, staffUid: staff.uid, staffEmail: staff.email });
      await replies.insert(reply);
      await this.outbox.enqueue(manager, [
        {
          kind: 'staff-reply',
          payload: { inquiry: toInquiry(inquiry), reply: { text, staffEmail: staff.email } },
        },
      ]);
      if (inquiry.status === 'New') {
        await manager.getRepository(InquiryEntity).update({ id: inquiryId }, { status: 'Responded' });
        await this.timeline.recordStatusChange(manager, { inquiryId, from: 'New', to: 'Responded', staff });
      }
      return reply;
    });
    this.outbox.afterCommit();
    await this.readCaches.invalidate('inquiries');
    return {
      kind: 'reply',
      id: stored.id,
      at: stored.createdAt.toISOString(),
      staffEmail: stored.staffEmail,
      text: stored.text,
    };
  }
}
