import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeedHistoryEntity } from '../database/seed-history.entity.js';
import { AdminGalleryController } from './admin-gallery.controller.js';
import { GalleryItemEntity } from './entities/gallery-item.entity.js';
import { GalleryController } from './gallery.controller.js';
import { GalleryService } from './gallery.service.js';
import { GalleryTrashPurgeService } from './gallery-trash-purge.service.js';
import { ImageStorageService } from './image-storage.service.js';
import { SampleGallerySeedService } from './sample-gallery-seed.service.js';
import { GalleryItemVersionEntity } from './versions/gallery-item-version.entity.js';
import { GalleryItemVersionsService } from './versions/gallery-item-versions.service.js';
import { UnusedUploadsCleanupService } from './unused-uploads-cleanup.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GalleryItemEntity, GalleryItemVersionEntity, SeedHistoryEntity])],
  controllers: [GalleryController, AdminGalleryController],
  providers: [
    GalleryService,
    ImageStorageService,
    SampleGallerySeedService,
    UnusedUploadsCleanupService,
    GalleryTrashPurgeService,
    GalleryItemVersionsService,
  ],
  // The content module's hero photo (issue 29) reuses the image checks and re-encoding.
  exports: [ImageStorageService],
})
export class GalleryModule {}
