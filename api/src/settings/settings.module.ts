import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSettingsEntity } from './entities/site-settings.entity.js';
import { StaffNotificationPreferencesEntity } from './entities/staff-notification-preferences.entity.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity, StaffNotificationPreferencesEntity])],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
