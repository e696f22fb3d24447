import { ApiProperty } from '@nestjs/swagger';
import {
  LIMITS,
  MESSAGES,
  PERSON_NAME_CHECKS,
  US_PHONE_PATTERN,
  ZIP_CODE_PATTERN,
  type QuoteRequest,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { NormalizeUsPhone, Trim } from '../../common/transforms.js';

const q = LIMITS.quote;
const m = MESSAGES.quote;

/** POST /api/public: the quote form's rules and messages (spec section 5), shared with the client via shared-contracts. */
export class CreateQuoteDto implements QuoteRequest {
  @ApiProperty({
    minLength: q.nameMin,
    maxLength: q.nameMax,
    example: 'Maria Garza',
    description: 'At least one letter; no control or invisible formatting characters.',
  })
  @Trim()
  @IsText({ min: q.nameMin, max: q.nameMax, message: m.name, tooLong: m.nameTooLong, checks: PERSON_NAME_CHECKS })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: q.emailMax, example: 'maria@example.com' })
  @Trim()
  @IsText({ min: 1, max: q.emailMax, message: m.email, tooLong: m.emailTooLong, email: true })
  email!: string;

  @ApiProperty({
    minLength: q.phoneMin,
    maxLength: q.phoneMax,
    example: '(210) 555-0100',
    description: 'A US number written any usual way; stored as its ten digits (2105550100).',
  })
  @NormalizeUsPhone()
  // After the transform a good number is ten digits; what is left as typed fails the pattern with the spec message.
  @IsText({ min: q.phoneMin, max: q.phoneMax, message: m.phone, tooLong: m.phoneTooLong, pattern: US_PHONE_PATTERN })
  phone!: string;

  @ApiProperty({ pattern: ZIP_CODE_PATTERN.source, example: '78205' })
  @Trim()
  @IsText({ max: 5, message: m.zipCode, tooLong: m.zipCode, pattern: ZIP_CODE_PATTERN })
  zipCode!: string;

  @ApiProperty({ minLength: q.projectTypeMin, maxLength: q.projectTypeMax, example: 'Stone Patio' })
  @Trim()
  @IsText({
    min: q.projectTypeMin,
    max: q.projectTypeMax,
    message: m.projectType,
    tooLong: m.projectTypeTooLong,
  })
  projectType!: string;

  @ApiProperty({
    minLength: q.messageMin,
    maxLength: q.messageMax,
    example: 'A 20 ft limestone retaining wall.',
  })
  @Trim()
  @IsText({ min: q.messageMin, max: q.messageMax, message: m.message, tooLong: m.messageTooLong })
  message!: string;
}
