import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { GalleryItem } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { GalleryQueryDto } from './dto/gallery-query.dto.js';
import { GalleryService } from './gallery.service.js';

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
  list(@Query() query: GalleryQueryDto): Promise<GalleryItem[]> {
    return this.gallery.list(query.category);
  }

  @Public()
  @Get('categories')
  @ApiOkResponse({ description: "Distinct categories in use ('images' excluded)" })
  categories(): Promise<string[]> {
    return this.gallery.categories();
  }
}
