import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { INQUIRY_STATUSES, MESSAGES, type InquiryStatus, type UpdateInquiryStatus } from 'shared-contracts';

export class UpdateInquiryStatusDto implements UpdateInquiryStatus {
  @ApiProperty({ enum: INQUIRY_STATUSES })
  @IsIn(INQUIRY_STATUSES, { message: MESSAGES.inquiry.statusInvalid })
  status!: InquiryStatus;
}
