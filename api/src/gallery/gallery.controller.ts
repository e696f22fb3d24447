import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { LOCALES, type Locale } from 'shared-contracts';
import { LocalePipe } from '../common/locale.pipe.js';
import { Public } from '../auth/public.decorator.js';
import { sendCachedJson } from '../common/conditional-json.js';
import { GalleryCategoryPipe } from './gallery-category.pipe.js';
import { GalleryService } from './gallery.service.js';

/** Both reads come from the read cache and are sent with sendCachedJson. */
@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Public()
  @Get()
  @ApiOkResponse({
    description:
      'Gallery items { id, title, description, imageUrl, location, category, createdAt }, newest first',
  })
  @ApiQuery({
    name: 'category',
    required: false,
    description: "Only this category ('all' or omitted: every category)",
  })
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: LOCALES,
    description:
      'es: the same items, each title and description in Spanish where staff wrote it, else English. Absent or en: English',
  })
  @ApiBadRequestResponse({ description: 'A category breaks its rules, or lang is not en or es' })
  async list(
    @Res() res: Response,
    @Query('category', GalleryCategoryPipe) category?: string,
    @Query('lang', LocalePipe) locale?: Locale,
  ): Promise<void> {
    sendCachedJson(res, await this.gallery.list(category, locale));
  }

  @Public()
  @Get('categories')
  @ApiOkResponse({ description: "Distinct categories in use ('images' excluded)" })
  async categories(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.gallery.categories());
  }
}
