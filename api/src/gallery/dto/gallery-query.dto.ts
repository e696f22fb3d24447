import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES } from 'shared-contracts';
import { Trim } from '../../common/transforms.js';

export class GalleryQueryDto {
  @ApiPropertyOptional({ description: "Only this category ('all' or omitted: every category)" })
  @Trim()
  @IsOptional()
  @IsString({ message: MESSAGES.gallery.categoryRequired })
  @MaxLength(LIMITS.gallery.categoryMax, { message: MESSAGES.gallery.tooLong })
  category?: string;
}
