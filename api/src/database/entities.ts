import { PageContentDraftEntity } from '../content/drafts/entities/page-content-draft.entity.js';
import { PageContentEntity } from '../content/entities/page-content.entity.js';
import { PageContentVersionEntity } from '../content/versions/entities/page-content-version.entity.js';
import { GalleryItemEntity } from '../gallery/entities/gallery-item.entity.js';
import { GalleryItemVersionEntity } from '../gallery/versions/gallery-item-version.entity.js';
import { InquiryEntity } from '../inquiries/entities/inquiry.entity.js';
import { QuoteIdempotencyKeyEntity } from '../inquiries/idempotency/quote-idempotency-key.entity.js';
import { QuotePhotoEntity } from '../inquiries/photos/quote-photo.entity.js';
import { InquiryNoteEntity } from '../inquiries/timeline/entities/inquiry-note.entity.js';
import { InquiryStatusChangeEntity } from '../inquiries/timeline/entities/inquiry-status-change.entity.js';
import { ServiceAreaZipEntity } from '../service-area/entities/service-area-zip.entity.js';
import { OutboxEmailEntity } from '../notifications/entities/outbox-email.entity.js';
import { SiteSettingsEntity } from '../settings/entities/site-settings.entity.js';
import { StaffNotificationPreferencesEntity } from '../settings/entities/staff-notification-preferences.entity.js';
import { SeedHistoryEntity } from './seed-history.entity.js';
import { QuoteFunnelDayEntity } from '../dashboard/entities/quote-funnel-day.entity.js';
import { InquiryReplyEntity } from '../inquiries/replies/inquiry-reply.entity.js';
import { FollowUpDigestDayEntity } from '../inquiries/follow-ups/follow-up-digest-day.entity.js';
import { ReplyTemplateEntity } from '../reply-templates/entities/reply-template.entity.js';
import { VisitorErrorDayEntity } from '../visitor-telemetry/entities/visitor-error-day.entity.js';
import { VisitorVitalDayEntity } from '../visitor-telemetry/entities/visitor-vital-day.entity.js';

/** Every entity, for the TypeORM CLI data source and the schema-drift test (the app uses forFeature). */
export const ENTITIES = [
  InquiryEntity,
  QuoteIdempotencyKeyEntity,
  QuotePhotoEntity,
  InquiryNoteEntity,
  InquiryStatusChangeEntity,
  GalleryItemEntity,
  GalleryItemVersionEntity,
  PageContentEntity,
  PageContentVersionEntity,
  PageContentDraftEntity,
  ServiceAreaZipEntity,
  SeedHistoryEntity,
  OutboxEmailEntity,
  SiteSettingsEntity,
  StaffNotificationPreferencesEntity,
  QuoteFunnelDayEntity,
  InquiryReplyEntity,
  FollowUpDigestDayEntity,
  ReplyTemplateEntity,
  VisitorVitalDayEntity,
  VisitorErrorDayEntity,
];
