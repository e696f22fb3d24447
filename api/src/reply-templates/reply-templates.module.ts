import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReplyTemplateEntity } from './entities/reply-template.entity.js';
import { ReplyTemplatesController } from './reply-templates.controller.js';
import { ReplyTemplatesService } from './reply-templates.service.js';

/** Reply templates staff keep for the inquiry reply box (issue 32). */
@Module({
  imports: [TypeOrmModule.forFeature([ReplyTemplateEntity])],
  controllers: [ReplyTemplatesController],
  providers: [ReplyTemplatesService],
})
export class ReplyTemplatesModule {}
