import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, type InquiryReplyInput } from 'shared-contracts';
import { IsText } from '../../../common/is-text.validator.js';
import { Trim } from '../../../common/transforms.js';

/** POST /api/admin/inquiries/{id}/replies: the rule of inquiryReplyInputSchema (shared-contracts), checked again here. */
export class CreateInquiryReplyDto implements InquiryReplyInput {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.inquiryReply.textMax, example: 'Hi Maria, ...' })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.inquiryReply.textMax,
    message: MESSAGES.inquiry.replyRequired,
    tooLong: MESSAGES.inquiry.replyTooLong,
  })
  text!: string;
}
