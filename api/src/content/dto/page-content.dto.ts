import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import {
  BUILT_IN_HERO_IMAGE_PATH,
  HTTPS_LINK_PATTERN,
  isHeroImagePath,
  isBusinessHours,
  LIMITS,
  MESSAGES,
  type BusinessContent,
  type ContactContent,
  type ContentTranslation,
  type ContentVersion,
  type HomeContent,
  type ServicesContent,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { ContentTranslationOf } from './content-translation.js';
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

  /** The hero photo (issue 29): the built-in one or a stored upload, never any other URL; omitted keeps the stored one. */
  @ApiPropertyOptional({
    example: BUILT_IN_HERO_IMAGE_PATH,
    description:
      'The built-in photo or the heroImagePath POST /api/admin/content/home/hero-photo answered; omitted = unchanged',
  })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsText({
    min: 1,
    max: LIMITS.content.fieldMax,
    message: m.heroPhotoInvalid,
    tooLong: m.heroPhotoInvalid,
    checks: [{ accepts: isHeroImagePath, message: m.heroPhotoInvalid }],
  })
  heroImagePath?: string;

  @ContentTranslationOf('home') es?: ContentTranslation<'home'>;
}

export class ServicesContentDto extends VersionedContentDto implements ServicesContent {
  @Required(m.titleRequired) title!: string;
  @Required(m.descriptionRequired) description!: string;

  @ContentTranslationOf('services') es?: ContentTranslation<'services'>;
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

  @ContentTranslationOf('contact') es?: ContentTranslation<'contact'>;
}

/** A day's opening hours: "8am-6pm" or "Closed" (the editor's rule, shared-contracts isBusinessHours). */
function Hours(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: '8am-6pm', maxLength: LIMITS.business.hoursMax })(target, key);
    Trim()(target, key);
    IsText({
      min: 1,
      max: LIMITS.business.hoursMax,
      message: m.hoursInvalid,
      tooLong: m.hoursInvalid,
      checks: [{ accepts: isBusinessHours, message: m.hoursInvalid }],
    })(target, key);
  };
}

/** An https link to one of the business's pages elsewhere; `optional` accepts '' (no such page). */
function Link({ optional = false } = {}): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      format: 'uri',
      example: 'https://www.facebook.com/alamomasonryco',
      maxLength: LIMITS.business.linkMax,
    })(target, key);
    Trim()(target, key);
    IsText({
      min: 0,
      max: LIMITS.business.linkMax,
      message: m.linkInvalid,
      tooLong: m.linkInvalid,
      checks: [
        {
          accepts: (value) => (optional && value === '') || HTTPS_LINK_PATTERN.test(value),
          message: m.linkInvalid,
        },
      ],
    })(target, key);
  };
}

export class BusinessContentDto extends VersionedContentDto implements BusinessContent {
  @Hours() hoursWeekdays!: string;
  @Hours() hoursSaturday!: string;
  @Hours() hoursSunday!: string;
  @Link() facebookUrl!: string;
  @Link({ optional: true }) instagramUrl!: string;
}
