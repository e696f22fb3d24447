import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  MESSAGES,
  type AdminGalleryItem,
  type CreateGalleryItemResponse,
  type DeleteGalleryItemResponse,
  type GalleryItemVersion,
  type GalleryOrderResponse,
  type UpdateGalleryItemResponse,
  type GalleryTrashItem,
  type GalleryUploadResponse,
  type RestoreGalleryItemResponse,
} from 'shared-contracts';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import type { StaffUser } from '../auth/staff-user.js';
import { RestoreContentVersionDto } from '../content/versions/dto/restore-content-version.dto.js';
import { ContentVersionNumberPipe } from '../content/versions/version-number.pipe.js';
import { UploadExceptionFilter } from '../common/api-exception.filter.js';
import { uuidPipe } from '../common/pipes.js';
import { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import { GalleryBeforePhotoDto } from './dto/gallery-before-photo.dto.js';
import { GalleryOrderDto } from './dto/gallery-order.dto.js';
import { UpdateGalleryItemDto } from './dto/update-gallery-item.dto.js';
import { UploadImageDto } from './dto/upload-image.dto.js';
import { GalleryService } from './gallery.service.js';
import { ImageStorageService } from './image-storage.service.js';
import { ImageUpload } from '../common/image-upload.decorator.js';

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
  @ImageUpload({ field: 'image', body: UploadImageDto, filter: UploadExceptionFilter, textFields: 5 })
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
  async create(
    @Body() dto: CreateGalleryItemDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<CreateGalleryItemResponse> {
    const item = await this.gallery.create(dto, staff);
    return { message: MESSAGES.gallery.created, item };
  }

  @Put('item/:id')
  @ApiOkResponse({ description: "{ message, item }: the item's text changed, its version one higher" })
  @ApiBadRequestResponse({ description: 'The id is not a UUID, or a field breaks the rules of a create' })
  @ApiNotFoundResponse({ description: 'No such item in the gallery (unknown, or in the trash)' })
  @ApiConflictResponse({ description: 'code STALE_VERSION: edited by someone else since `version`' })
  async update(
    @Param('id', uuidPipe('Gallery item')) id: string,
    @Body() dto: UpdateGalleryItemDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<UpdateGalleryItemResponse> {
    const item = await this.gallery.update(id, dto, staff);
    return { message: MESSAGES.gallery.updated, item };
  }

  @Get('item/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      "The item as the public list gives it plus titleEs and descriptionEs (issue 30: its Spanish text, '' when none), for its edit form",
  })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such item in the gallery (unknown, or in the trash)' })
  item(@Param('id', uuidPipe('Gallery item')) id: string): Promise<AdminGalleryItem> {
    return this.gallery.getForStaff(id);
  }

  @Put('item/:id/before-photo')
  @ApiOkResponse({
    description:
      '{ message, item }: the item with its beforeImageUrl (issue 31); the public gallery shows a before/after comparison',
  })
  @ApiBadRequestResponse({ description: 'Not an image uploaded here, or no longer stored' })
  @ApiNotFoundResponse({ description: 'No such item in the gallery (unknown, or in the trash)' })
  async setBeforePhoto(
    @Param('id', uuidPipe('Gallery item')) id: string,
    @Body() dto: GalleryBeforePhotoDto,
  ): Promise<{ message: string; item: AdminGalleryItem }> {
    const item = await this.gallery.setBeforePhoto(id, dto.beforeImageUrl);
    return {
      message: dto.beforeImageUrl === null ? MESSAGES.galleryBefore.removed : MESSAGES.galleryBefore.saved,
      item,
    };
  }

  @Get('item/:id/versions')
  @ApiOkResponse({
    description:
      "The item's kept versions, newest first: version, title, description, location, category, staffEmail, at, " +
      'restoredFrom',
  })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such item in the gallery (unknown, or in the trash)' })
  versions(@Param('id', uuidPipe('Gallery item')) id: string): Promise<GalleryItemVersion[]> {
    return this.gallery.history(id);
  }

  @Post('item/:id/versions/:number/restore')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ message, item }: the version's text is the item's new version" })
  @ApiBadRequestResponse({ description: 'Bad id or version number, or the body has no valid `version`' })
  @ApiNotFoundResponse({
    description: 'No such item in the gallery, or no such version (never stored, or pruned)',
  })
  @ApiConflictResponse({ description: 'code STALE_VERSION: edited by someone else since `version`' })
  async restoreVersion(
    @Param('id', uuidPipe('Gallery item')) id: string,
    @Param('number', ContentVersionNumberPipe) version: number,
    @Body() { version: basedOn }: RestoreContentVersionDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<UpdateGalleryItemResponse> {
    const item = await this.gallery.restoreVersion(id, version, basedOn, staff);
    return { message: MESSAGES.gallery.versionRestored(version), item };
  }

  @Put('order')
  @ApiOkResponse({ description: '{ message }: the public gallery shows the items in this order' })
  @ApiBadRequestResponse({
    description: 'ids is not exactly the set of items shown in the gallery, each once',
  })
  async reorder(@Body() dto: GalleryOrderDto): Promise<GalleryOrderResponse> {
    await this.gallery.reorder(dto.ids);
    return { message: MESSAGES.gallery.orderSaved };
  }

  @Delete('item/:id')
  @ApiOkResponse({
    description:
      '{ message }. The item moves to the trash (issue 29): hidden from the public gallery at once, restorable ' +
      'for GALLERY_TRASH_RETENTION_DAYS, then purged with its image',
  })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such item in the gallery (unknown, or in the trash already)' })
  async remove(
    @Param('id', uuidPipe('Gallery item')) id: string,
    @CurrentStaff() staff: StaffUser,
  ): Promise<DeleteGalleryItemResponse> {
    await this.gallery.remove(id, staff);
    return { message: MESSAGES.gallery.deleted };
  }

  @Get('trash')
  @ApiOkResponse({
    description:
      'Items deleted within GALLERY_TRASH_RETENTION_DAYS, newest deletion first: the item, deletedAt, deletedBy ' +
      '(e-mail), purgeAt',
  })
  trash(): Promise<GalleryTrashItem[]> {
    return this.gallery.trash();
  }

  @Post('trash/:id/restore')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ message, item }: the item is shown in the public gallery again' })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'Not in the trash (never deleted, restored already, or purged)' })
  async restore(@Param('id', uuidPipe('Gallery item')) id: string): Promise<RestoreGalleryItemResponse> {
    const item = await this.gallery.restore(id);
    return { message: MESSAGES.gallery.restored, item };
  }
}
