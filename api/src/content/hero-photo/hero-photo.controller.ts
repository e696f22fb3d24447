import { BadRequestException, Controller, Post, UploadedFile } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type HeroPhotoUploadResponse } from 'shared-contracts';
import { UploadExceptionFilter } from '../../common/api-exception.filter.js';
import { HeroPhotoUploadDto } from './hero-photo-upload.dto.js';
import { HeroPhotoService } from './hero-photo.service.js';
import { ImageUpload } from '../../common/image-upload.decorator.js';

/**
 * Upload of a hero photo for the home page (issue 29); staff token required (global guard, checked before the upload
 * is read). Storing a photo changes nothing on the site: a save, draft or restore of the home page names it in
 * heroImagePath.
 */
@ApiTags('admin: content')
@ApiBearerAuth()
@Controller('admin/content/home')
export class HeroPhotoController {
  constructor(private readonly heroPhotos: HeroPhotoService) {}

  @Post('hero-photo')
  @ImageUpload({ field: 'image', body: HeroPhotoUploadDto, filter: UploadExceptionFilter })
  @ApiCreatedResponse({
    description:
      '{ heroImagePath, variants: [{ width, path }] }: site-relative paths under /uploads (served by the API); ' +
      'heroImagePath is the largest variant, the value to save in the home page. Errors repeat the message in `error`',
  })
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<HeroPhotoUploadResponse> {
    if (!file?.buffer?.length) throw new BadRequestException(MESSAGES.gallery.selectFile);
    return this.heroPhotos.store(file.buffer);
  }
}
