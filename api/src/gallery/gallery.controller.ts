import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { GalleryItem } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { CachedJsonInterceptor } from '../common/cached-json.interceptor.js';
import { GalleryCategoryPipe } from './gallery-category.pipe.js';
import { GalleryService } from './gallery.service.js';

@ApiTags('gallery')
@Controller('gallery')
// Both reads come from the read cache.
@UseInterceptors(CachedJsonInterceptor)
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
  list(@Query('category', GalleryCategoryPipe) category?: string): Promise<GalleryItem[]> {
    return this.gallery.list(category);
  }

  @Public()
  @Get('categories')
  @ApiOkResponse({ description: "Distinct categories in use ('images' excluded)" })
  categories(): Promise<string[]> {
    return this.gallery.categories();
  }
}
