import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GalleryModule } from '../gallery/gallery.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ServiceAreaModule } from '../service-area/service-area.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InquiryEntity } from './entities/inquiry.entity.js';
import { IdempotentQuotesService } from './idempotency/idempotent-quotes.service.js';
import { QuoteIdempotencyKeyEntity } from './idempotency/quote-idempotency-key.entity.js';
import { InquiriesController } from './inquiries.controller.js';
import { InquiriesService } from './inquiries.service.js';
import { QuotePhotoEntity } from './photos/quote-photo.entity.js';
import { QuotePhotoLimiter } from './photos/quote-photo-limiter.service.js';
import { InquiryPhotosController, QuotePhotosController } from './photos/quote-photos.controller.js';
import { QuotePhotosService } from './photos/quote-photos.service.js';
import { QuoteController } from './quote.controller.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { FollowUpsService } from './follow-ups/follow-ups.service.js';
import { FollowUpDigestService } from './follow-ups/follow-up-digest.service.js';
import { FollowUpDigestDayEntity } from './follow-ups/follow-up-digest-day.entity.js';
import { InquiryRepliesController } from './replies/inquiry-replies.controller.js';
import { InquiryRepliesService } from './replies/inquiry-replies.service.js';
import { InquiryReplyEntity } from './replies/inquiry-reply.entity.js';
import { InquiryNoteEntity } from './timeline/entities/inquiry-note.entity.js';
import { InquiryStatusChangeEntity } from './timeline/entities/inquiry-status-change.entity.js';
import { InquiryTimelineController } from './timeline/inquiry-timeline.controller.js';
import { InquiryTimelineService } from './timeline/inquiry-timeline.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      InquiryEntity,
      QuoteIdempotencyKeyEntity,
      QuotePhotoEntity,
      InquiryNoteEntity,
      InquiryStatusChangeEntity,
      InquiryReplyEntity,
      FollowUpDigestDayEntity,
    ]),
    ServiceAreaModule,
    NotificationsModule,
    SettingsModule,
    GalleryModule,
  ],
  controllers: [
    QuoteController,
    QuotePhotosController,
    InquiriesController,
    InquiryPhotosController,
    InquiryTimelineController,
    InquiryRepliesController,
    FollowUpsController,
  ],
  providers: [
    InquiriesService,
    IdempotentQuotesService,
    InquiryTimelineService,
    QuotePhotosService,
    QuotePhotoLimiter,
    InquiryRepliesService,
    FollowUpsService,
    FollowUpDigestService,
  ],
})
export class InquiriesModule {}
