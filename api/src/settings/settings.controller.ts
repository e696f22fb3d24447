import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { GeneralSettings, NotificationPreferences } from 'shared-contracts';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import type { StaffUser } from '../auth/staff-user.js';
import { GeneralSettingsDto } from './dto/general-settings.dto.js';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import { SettingsService } from './settings.service.js';

/** Settings > General (site-wide) and Notifications (per staff member). Staff token required: global guard. */
@ApiTags('admin: settings')
@ApiBearerAuth()
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('general')
  @ApiOkResponse({ description: '{ siteName, adminEmail, timeZone } (built-in values until first saved)' })
  getGeneral(): Promise<GeneralSettings> {
    return this.settings.getGeneral();
  }

  @Put('general')
  @ApiOkResponse({ description: 'The saved settings' })
  saveGeneral(@Body() dto: GeneralSettingsDto): Promise<GeneralSettings> {
    return this.settings.saveGeneral({
      siteName: dto.siteName,
      adminEmail: dto.adminEmail,
      timeZone: dto.timeZone,
    });
  }

  @Get('notifications')
  @ApiOkResponse({ description: "{ email, browser }: the signed-in member's switches" })
  getPreferences(@CurrentStaff() staff: StaffUser): Promise<NotificationPreferences> {
    return this.settings.getPreferences(staff);
  }

  @Put('notifications')
  @ApiOkResponse({ description: 'The saved switches' })
  savePreferences(
    @CurrentStaff() staff: StaffUser,
    @Body() dto: NotificationPreferencesDto,
  ): Promise<NotificationPreferences> {
    return this.settings.savePreferences(staff, {
      email: dto.email,
      browser: dto.browser,
      digest: dto.digest,
    });
  }
}
