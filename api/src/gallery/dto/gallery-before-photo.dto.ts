import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, ValidateIf } from 'class-validator';
import { MESSAGES, STORED_GALLERY_IMAGE_PATTERN, type GalleryBeforePhoto } from 'shared-contracts';

const message = MESSAGES.galleryBefore.invalid;

/** PUT /api/admin/gallery/item/{id}/before-photo (issue 31): galleryBeforePhotoSchema's rule. */
export class GalleryBeforePhotoDto implements GalleryBeforePhoto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f.webp',
    description:
      'An image uploaded with POST /api/admin/gallery/upload (its imageUrl), or null to remove the photo',
  })
  @ValidateIf((dto: GalleryBeforePhotoDto) => dto.beforeImageUrl !== null)
  @IsString({ message })
  @Matches(STORED_GALLERY_IMAGE_PATTERN, { message })
  beforeImageUrl!: string | null;
}
