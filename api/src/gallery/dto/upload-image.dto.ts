import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES } from 'shared-contracts';

/** The non-file fields of the multipart upload (the file itself is the `image` part). */
export class UploadImageDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB' })
  image?: unknown;

  @ApiPropertyOptional({ description: 'Gallery category the image is meant for (informational)' })
  @IsOptional()
  @IsString({ message: MESSAGES.gallery.categoryRequired })
  @MaxLength(LIMITS.gallery.categoryMax, { message: MESSAGES.gallery.categoryTooLong })
  category?: string;
}
