import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { ContentDraftsController } from './drafts/content-drafts.controller.js';
import { ContentDraftsService } from './drafts/content-drafts.service.js';
import { PageContentDraftEntity } from './drafts/entities/page-content-draft.entity.js';
import { PageContentEntity } from './entities/page-content.entity.js';
import { ContentVersionsController } from './versions/content-versions.controller.js';
import { ContentVersionsService } from './versions/content-versions.service.js';
import { PageContentVersionEntity } from './versions/entities/page-content-version.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PageContentEntity, PageContentVersionEntity, PageContentDraftEntity])],
  controllers: [ContentController, ContentVersionsController, ContentDraftsController],
  providers: [ContentService, ContentVersionsService, ContentDraftsService],
  // The e-mail worker reads the business phone from the stored contact content.
  exports: [ContentService],
})
export class ContentModule {}
