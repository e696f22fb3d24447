import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { PageContentEntity } from './entities/page-content.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PageContentEntity])],
  controllers: [ContentController],
  providers: [ContentService],
  // The e-mail worker reads the business phone from the stored contact content.
  exports: [ContentService],
})
export class ContentModule {}
