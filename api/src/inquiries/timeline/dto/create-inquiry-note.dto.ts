import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, type InquiryNoteInput } from 'shared-contracts';
import { IsText } from '../../../common/is-text.validator.js';
import { Trim } from '../../../common/transforms.js';

/** POST /api/admin/inquiries/{id}/notes: the rule of inquiryNoteInputSchema (shared-contracts), checked again here. */
export class CreateInquiryNoteDto implements InquiryNoteInput {
  @ApiProperty({
    minLength: 1,
    maxLength: LIMITS.inquiryNote.textMax,
    example: 'Called back; site visit Friday.',
  })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.inquiryNote.textMax,
    message: MESSAGES.inquiry.noteRequired,
    tooLong: MESSAGES.inquiry.noteTooLong,
  })
  text!: string;
}
