import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { LIMITS, MESSAGES, type UpdateGalleryItem } from 'shared-contracts';
import { CreateGalleryItemDto } from './create-gallery-item.dto.js';

const message = MESSAGES.gallery.versionRequired;

/**
 * PUT /api/admin/gallery/item/{id} (issue 29): the text fields with the create's rules (PickType keeps their
 * decorators and trims), plus the item's version the edit started from (updateGalleryItemSchema).
 */
export class UpdateGalleryItemDto
  extends PickType(CreateGalleryItemDto, [
    'title',
    'description',
    'location',
    'category',
    'titleEs',
    'descriptionEs',
  ] as const)
  implements UpdateGalleryItem
{
  @ApiProperty({
    minimum: 1,
    maximum: LIMITS.contentVersions.numberMax,
    description: "The item's version the edit started from; a stale one gives 409 STALE_VERSION",
  })
  @IsInt({ message })
  @Min(1, { message })
  @Max(LIMITS.contentVersions.numberMax, { message })
  version!: number;
}
