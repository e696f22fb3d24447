import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminGalleryController } from './admin-gallery.controller.js';
import { GalleryItemEntity } from './entities/gallery-item.entity.js';
import { GalleryController } from './gallery.controller.js';
import { GalleryService } from './gallery.service.js';
import { ImageStorageService } from './image-storage.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GalleryItemEntity])],
  controllers: [GalleryController, AdminGalleryController],
  providers: [GalleryService, ImageStorageService],
})
export class GalleryModule {}
