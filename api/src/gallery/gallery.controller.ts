import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
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
  async list(@Res() res: Response, @Query('category', GalleryCategoryPipe) category?: string): Promise<void> {
    sendCachedJson(res, await this.gallery.list(category));
  }

  @Public()
  @Get('categories')
  @ApiOkResponse({ description: "Distinct categories in use ('images' excluded)" })
  async categories(@Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.gallery.categories());
  }
}
