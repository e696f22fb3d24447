import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceAreaModule } from '../service-area/service-area.module.js';
import { InquiryEntity } from './entities/inquiry.entity.js';
import { InquiriesController } from './inquiries.controller.js';
import { InquiriesService } from './inquiries.service.js';
import { QuoteController } from './quote.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryEntity]), ServiceAreaModule],
  controllers: [QuoteController, InquiriesController],
  providers: [InquiriesService],
})
export class InquiriesModule {}
