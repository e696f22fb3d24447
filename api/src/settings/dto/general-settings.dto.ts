import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsTimeZone, Matches } from 'class-validator';
import { LIMITS, MESSAGES, TIME_ZONE_PATTERN, type GeneralSettings } from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { Trim } from '../../common/transforms.js';

const m = MESSAGES.settings;

/** PUT /api/admin/settings/general: the rules of generalSettingsSchema (shared-contracts). */
export class GeneralSettingsDto implements GeneralSettings {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.settings.siteNameMax, example: 'Alamo Masonry Co.' })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.settings.siteNameMax,
    message: m.siteNameRequired,
    tooLong: m.siteNameTooLong,
  })
  siteName!: string;

  @ApiProperty({ format: 'email', maxLength: LIMITS.quote.emailMax, example: 'office@alamomasonry.com' })
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.quote.emailMax,
    message: m.adminEmailInvalid,
    tooLong: m.adminEmailInvalid,
    email: true,
  })
  adminEmail!: string;

  @ApiProperty({ example: 'America/Chicago', description: 'An IANA time zone (issue 32)' })
  @IsString({ message: m.timeZoneInvalid })
  @Matches(TIME_ZONE_PATTERN, { message: m.timeZoneInvalid })
  @IsTimeZone({ message: m.timeZoneInvalid })
  timeZone!: string;
}
