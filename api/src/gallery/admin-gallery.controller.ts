import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Param,
  Post,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import {
  LIMITS,
  MESSAGES,
  type CreateGalleryItemResponse,
  type GalleryUploadResponse,
} from 'shared-contracts';
import { UploadExceptionFilter } from '../common/api-exception.filter.js';
import { uuidPipe } from '../common/pipes.js';
import { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import { UploadImageDto } from './dto/upload-image.dto.js';
import { GalleryService } from './gallery.service.js';
import { ImageStorageService } from './image-storage.service.js';

/** Staff gallery management (staff token required: global guard, checked before the upload is even read). */
@ApiTags('admin: gallery')
@ApiBearerAuth()
@Controller('admin/gallery')
export class AdminGalleryController {
  constructor(
    private readonly gallery: GalleryService,
    private readonly images: ImageStorageService,
  ) {}

  @Post('upload')
  @UseFilters(UploadExceptionFilter)
  @UseInterceptors(
    FileInterceptor('image', {
      // In memory: the bytes are checked and re-encoded before anything is written to disk.
      limits: { fileSize: LIMITS.upload.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadImageDto })
  @ApiCreatedResponse({ description: '{ imageUrl, thumbnailUrl }; errors repeat the message in `error`' })
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() _fields: UploadImageDto,
  ): Promise<GalleryUploadResponse & { thumbnailUrl: string }> {
    if (!file?.buffer?.length) throw new BadRequestException(MESSAGES.gallery.selectFile);
    const stored = await this.images.store(file.buffer);
    return {
      imageUrl: this.images.toUrl(stored.path),
      thumbnailUrl: this.images.toUrl(stored.thumbnailPath),
    };
  }

  @Post('item')
  @ApiCreatedResponse({ description: '{ message, item }' })
  async create(@Body() dto: CreateGalleryItemDto): Promise<CreateGalleryItemResponse> {
    const item = await this.gallery.create(dto);
    return { message: MESSAGES.gallery.created, item };
  }

  @Delete('item/:id')
  async remove(@Param('id', uuidPipe('Gallery item')) id: string): Promise<{ message: string }> {
    await this.gallery.remove(id);
    return { message: 'Gallery item deleted' };
  }
}
