import { ApiProperty } from '@nestjs/swagger';

/** The multipart upload of a hero photo: only the `image` part. */
export class HeroPhotoUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB' })
  image?: unknown;
}
