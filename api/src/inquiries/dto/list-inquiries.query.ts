import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { INQUIRY_STATUSES, MESSAGES, type InquiryStatus } from 'shared-contracts';

export class ListInquiriesQuery {
  @ApiPropertyOptional({ enum: INQUIRY_STATUSES, description: 'Omit for all statuses' })
  @IsOptional()
  @IsIn(INQUIRY_STATUSES, { message: MESSAGES.inquiry.statusInvalid })
  status?: InquiryStatus;
}
