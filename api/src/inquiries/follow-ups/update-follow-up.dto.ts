import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDate, LIMITS, MESSAGES, type InquiryFollowUpInput } from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';

const m = MESSAGES.inquiry;
const nullOr = () => ValidateIf((_object, value: unknown) => value !== null);

/**
 * PUT /api/admin/inquiries/{id}/follow-up: the rules of inquiryFollowUpInputSchema (shared-contracts), checked again
 * here. Both fields are required; null clears one. Whether the assignee is staff is the service's check (the
 * company's domain is a server setting).
 */
export class UpdateFollowUpDto implements InquiryFollowUpInput {
  @ApiProperty({ type: String, nullable: true, maxLength: LIMITS.quote.emailMax, example: 'crew@alamomasonry.com' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @nullOr()
  @IsText({
    min: 1,
    max: LIMITS.quote.emailMax,
    message: m.assigneeInvalid,
    tooLong: m.assigneeInvalid,
    email: true,
  })
  assigneeEmail!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-12-01' })
  @nullOr()
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
    { message: m.followUpInvalid },
  )
  followUpOn!: string | null;
}
