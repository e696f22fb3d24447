import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  LIMITS,
  MESSAGES,
  type ContactContent,
  type ContentVersion,
  type HomeContent,
  type ServicesContent,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { Trim } from '../../common/transforms.js';

const m = MESSAGES.content;

/** A required text field of the admin content forms (spec section 5): trimmed, non-empty, capped. */
function Required(message: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minLength: 1, maxLength: LIMITS.content.fieldMax })(target, key);
    Trim()(target, key);
    IsText({ min: 1, max: LIMITS.content.fieldMax, message, tooLong: m.fieldTooLong })(target, key);
  };
}

/** Optimistic concurrency: the version the form was loaded with. Omitted = overwrite whatever is stored. */
class VersionedContentDto implements ContentVersion {
  @ApiPropertyOptional({
    minimum: 0,
    description: 'Version the edit started from; a stale one gives 409 STALE_VERSION',
  })
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  @Min(0, { message: 'version must be a whole number' })
  @Max(2_147_483_647, { message: 'version must be a whole number' })
  version?: number;
}

export class HomeContentDto extends VersionedContentDto implements HomeContent {
  @Required(m.titleRequired) title!: string;
  @Required(m.subtitleRequired) subtitle!: string;
  @Required(m.descriptionRequired) description!: string;
}

export class ServicesContentDto extends VersionedContentDto implements ServicesContent {
  @Required(m.titleRequired) title!: string;
  @Required(m.descriptionRequired) description!: string;
}

export class ContactContentDto extends VersionedContentDto implements ContactContent {
  @Required(m.titleRequired) title!: string;
  @Required(m.addressRequired) address!: string;
  @Required(m.phoneRequired) phone!: string;

  @ApiProperty({ format: 'email' })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.quote.emailMax,
    message: m.invalidEmail,
    tooLong: m.invalidEmail,
    email: true,
  })
  email!: string;
}
