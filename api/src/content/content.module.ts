import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminContentController } from './admin-content.controller.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { ContentDraftsController } from './drafts/content-drafts.controller.js';
import { ContentDraftsService } from './drafts/content-drafts.service.js';
import { PageContentDraftEntity } from './drafts/entities/page-content-draft.entity.js';
import { PageContentEntity } from './entities/page-content.entity.js';
import { HeroPhotoController } from './hero-photo/hero-photo.controller.js';
import { HeroPhotoService } from './hero-photo/hero-photo.service.js';
import { GalleryModule } from '../gallery/gallery.module.js';
import { ContentVersionsController } from './versions/content-versions.controller.js';
import { ContentVersionsService } from './versions/content-versions.service.js';
import { PageContentVersionEntity } from './versions/entities/page-content-version.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PageContentEntity, PageContentVersionEntity, PageContentDraftEntity]),
    // The hero photo (issue 29) goes through the gallery's image checks and re-encoding.
    GalleryModule,
  ],
  // AdminContentController's GET admin/content/:page after the drafts' GET admin/content/drafts (routes match in order).
  controllers: [
    ContentController,
    ContentVersionsController,
    ContentDraftsController,
    HeroPhotoController,
    AdminContentController,
  ],
  providers: [ContentService, ContentVersionsService, ContentDraftsService, HeroPhotoService],
  // The e-mail worker reads the business phone from the stored contact content.
  exports: [ContentService],
})
export class ContentModule {}
