import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { CanaryWatchService } from './canary-watch.service.js';

/** Issue 46: the job that rolls a failing canary back (canary-watch.service.ts). */
@Module({
  imports: [NotificationsModule],
  providers: [CanaryWatchService],
})
export class CanaryWatchModule {}
