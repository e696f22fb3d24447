import {
  BadRequestException,
  Controller,
  Post,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { LIMITS, MESSAGES, type HeroPhotoUploadResponse } from 'shared-contracts';
import { UploadExceptionFilter } from '../../common/api-exception.filter.js';
import { HeroPhotoUploadDto } from './hero-photo-upload.dto.js';
import { HeroPhotoService } from './hero-photo.service.js';

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
  @UseFilters(UploadExceptionFilter)
  @UseInterceptors(
    FileInterceptor('image', {
      // In memory: the bytes are checked and re-encoded before anything is stored.
      limits: { fileSize: LIMITS.upload.maxBytes, files: 1, fields: 0, parts: 1 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: HeroPhotoUploadDto })
  @ApiCreatedResponse({
    description:
      '{ heroImagePath, variants: [{ width, path }] }: site-relative paths under /uploads (served by the API); ' +
      'heroImagePath is the largest variant, the value to save in the home page. Errors repeat the message in `error`',
  })
  @ApiBadRequestResponse({ description: 'No file, not a JPEG/PNG/WebP/GIF by content, or too many pixels' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than the upload limit' })
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<HeroPhotoUploadResponse> {
    if (!file?.buffer?.length) throw new BadRequestException(MESSAGES.gallery.selectFile);
    return this.heroPhotos.store(file.buffer);
  }
}
