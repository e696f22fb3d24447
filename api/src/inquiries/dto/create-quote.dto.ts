import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsOptional, Matches } from 'class-validator';
import {
  LIMITS,
  MESSAGES,
  PERSON_NAME_CHECKS,
  PHOTO_ID_PATTERN,
  US_PHONE_PATTERN,
  ZIP_CODE_PATTERN,
  type QuoteSubmission,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { NormalizeUsPhone, Trim } from '../../common/transforms.js';

const q = LIMITS.quote;
const m = MESSAGES.quote;

/** POST /api/public: the quote form's rules and messages (spec section 5), shared with the client via shared-contracts. */
export class CreateQuoteDto implements QuoteSubmission {
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

  /**
   * Issue 31: photos uploaded with POST /api/public/quote-photos, tied to this inquiry. Optional and outside the
   * spec's six fields (which keep their rules and messages): a body without it is the spec's request, and it is
   * validated here and by the shared schema like the rest of the body (the parity suite compares them) and counted
   * in the Idempotency-Key's request fingerprint.
   */
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: LIMITS.quotePhotos.maxPerQuote,
    uniqueItems: true,
    description: 'Ids answered by POST /api/public/quote-photos, at most 5, each once',
  })
  // class-validator reports the decorator nearest the property first: the shape, then the ids, then the list rules.
  @IsOptional()
  @ArrayUnique({ message: MESSAGES.quotePhotos.duplicate })
  @ArrayMaxSize(LIMITS.quotePhotos.maxPerQuote, { message: MESSAGES.quotePhotos.tooMany })
  @Matches(PHOTO_ID_PATTERN, { each: true, message: MESSAGES.quotePhotos.idInvalid })
  @IsArray({ message: MESSAGES.quotePhotos.idInvalid })
  photoIds?: string[];
}
