import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { LIMITS, MESSAGES, type GalleryOrder } from 'shared-contracts';

const message = MESSAGES.gallery.orderInvalid;

/** PUT /api/admin/gallery/order (issue 29): the rule of galleryOrderSchema; the set itself is checked by the service. */
export class GalleryOrderDto implements GalleryOrder {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: LIMITS.gallery.orderMax,
    description: 'Every item shown in the gallery, each once, first shown first',
  })
  @IsArray({ message })
  @ArrayMaxSize(LIMITS.gallery.orderMax, { message })
  @IsUUID('all', { each: true, message })
  @ArrayUnique((id: unknown) => String(id).toLowerCase(), { message })
  ids!: string[];
}
