import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import {
  DEFAULT_GALLERY_LOCATION,
  IMAGE_URL_FORMAT,
  LIMITS,
  MESSAGES,
  SAFE_IMAGE_URL_PATTERN,
  type CreateGalleryItem,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { Trim } from '../../common/transforms.js';

const g = LIMITS.gallery;
const m = MESSAGES.gallery;

/**
 * An optional Spanish text (issue 30): trimmed, at most `max` characters, '' = not translated (the Spanish gallery
 * shows the English one); in an edit, omitted keeps the stored one.
 */
function SpanishText(max: number, of: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      maxLength: max,
      description: `Spanish ${of} (issue 30); '' = not translated (English shown); omitted in an edit = kept`,
    })(target, key);
    Trim()(target, key);
    ValidateIf((_dto, value) => value !== undefined)(target, key);
    IsText({ min: 0, max, message: m.spanishTextInvalid, tooLong: m.tooLong })(target, key);
  };
}

/** POST /api/admin/gallery/item (spec section 5 gallery rules). */
export class CreateGalleryItemDto implements CreateGalleryItem {
  @ApiProperty({ minLength: g.titleMin, maxLength: g.titleMax })
  @Trim()
  @IsText({ min: g.titleMin, max: g.titleMax, message: m.titleMin, tooLong: m.tooLong })
  title!: string;

  @ApiProperty({ minLength: g.descriptionMin, maxLength: g.descriptionMax })
  @Trim()
  @IsText({ min: g.descriptionMin, max: g.descriptionMax, message: m.descriptionMin, tooLong: m.tooLong })
  description!: string;

  @ApiProperty({ description: 'The imageUrl returned by the upload call (or an https image URL)' })
  @Trim()
  @IsText({
    min: 1,
    max: g.imageUrlMax,
    message: m.imageUrlRequired,
    tooLong: m.tooLong,
    pattern: SAFE_IMAGE_URL_PATTERN,
    patternMessage: IMAGE_URL_FORMAT,
  })
  imageUrl!: string;

  @ApiProperty({ minLength: g.locationMin, maxLength: g.locationMax, example: DEFAULT_GALLERY_LOCATION })
  @Trim()
  @IsText({ min: g.locationMin, max: g.locationMax, message: m.locationMin, tooLong: m.tooLong })
  location!: string;

  @ApiProperty({ minLength: g.categoryMin, maxLength: g.categoryMax, example: 'stone' })
  @Trim()
  @IsText({ min: g.categoryMin, max: g.categoryMax, message: m.categoryRequired, tooLong: m.tooLong })
  category!: string;

  @SpanishText(g.titleMax, 'title') titleEs?: string;
  @SpanishText(g.descriptionMax, 'description') descriptionEs?: string;
}
