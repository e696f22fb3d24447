import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, type AdminInquiry, type InquiryFollowUpInput } from 'shared-contracts';
import { Repository } from 'typeorm';
import { EnvironmentVariables } from '../../config/env.js';
import { ReadCaches } from '../../read-cache/read-caches.service.js';
import { InquiryEntity } from '../entities/inquiry.entity.js';
import { InquiriesService } from '../inquiries.service.js';

/** Who follows an inquiry up, and when (issue 32). */
@Injectable()
export class FollowUpsService {
  constructor(
    @InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>,
    private readonly inbox: InquiriesService,
    private readonly readCaches: ReadCaches,
    private readonly env: EnvironmentVariables,
  ) {}

  /** Sets both (null clears one); the assignee must be a company address, as a signed-in staff member's is. */
  async set(id: string, { assigneeEmail, followUpOn }: InquiryFollowUpInput): Promise<AdminInquiry> {
    const domain = this.env.COMPANY_DOMAIN.toLowerCase();
    if (assigneeEmail !== null && !assigneeEmail.endsWith(`@${domain}`))
      throw new BadRequestException(MESSAGES.inquiry.assigneeNotStaff(domain));
    const result = await this.inquiries.update({ id }, { assigneeEmail, followUpOn });
    if (!result.affected) throw new NotFoundException(MESSAGES.inquiry.notFound);
    await this.readCaches.invalidate('inquiries');
    return this.inbox.get(id);
  }
}
