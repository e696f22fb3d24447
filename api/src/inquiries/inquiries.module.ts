import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ServiceAreaModule } from '../service-area/service-area.module.js';
import { InquiryEntity } from './entities/inquiry.entity.js';
import { IdempotentQuotesService } from './idempotency/idempotent-quotes.service.js';
import { QuoteIdempotencyKeyEntity } from './idempotency/quote-idempotency-key.entity.js';
import { InquiriesController } from './inquiries.controller.js';
import { InquiriesService } from './inquiries.service.js';
import { QuoteController } from './quote.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryEntity, QuoteIdempotencyKeyEntity]), ServiceAreaModule, NotificationsModule],
  controllers: [QuoteController, InquiriesController],
  providers: [InquiriesService, IdempotentQuotesService],
})
export class InquiriesModule {}
