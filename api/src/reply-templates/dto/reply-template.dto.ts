import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, type ReplyTemplateInput } from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { Trim } from '../../common/transforms.js';

const m = MESSAGES.inquiry;

/** POST and PUT /api/admin/reply-templates: the rule of replyTemplateInputSchema (shared-contracts), checked again. */
export class ReplyTemplateDto implements ReplyTemplateInput {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.replyTemplate.titleMax, example: 'Schedule a site visit' })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.replyTemplate.titleMax,
    message: m.templateTitleRequired,
    tooLong: m.templateTitleTooLong,
  })
  title!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: LIMITS.inquiryReply.textMax,
    description: "{name} is replaced by the visitor's first name when the template is picked",
    example: 'Hi {name},\n\nWhat days work for a site visit?',
  })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.inquiryReply.textMax,
    message: m.templateTextRequired,
    tooLong: m.templateTextTooLong,
  })
  text!: string;
}
