import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ConfirmationQuota } from './confirmation-quota.service.js';
import { OutboxEmailEntity } from './entities/outbox-email.entity.js';
import { MailTransportService } from './mail-transport.service.js';
import { NotificationOutbox } from './outbox.service.js';
import { OutboxWorker } from './outbox-worker.service.js';

/** New-quote e-mails: the transactional outbox (NotificationOutbox) and its delivery worker. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEmailEntity]), SettingsModule, ContentModule],
  providers: [MailTransportService, OutboxWorker, ConfirmationQuota, NotificationOutbox],
  exports: [NotificationOutbox, MailTransportService],
})
export class NotificationsModule {}
