import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { MESSAGES, type NotificationPreferences } from 'shared-contracts';

const message = MESSAGES.settings.notificationsInvalid;

/** PUT /api/admin/settings/notifications: the signed-in staff member's own switches. */
export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({ example: true })
  @IsBoolean({ message })
  email!: boolean;

  @ApiProperty({ example: true })
  @IsBoolean({ message })
  browser!: boolean;

  @ApiPropertyOptional({ example: false, description: 'The daily digest of follow-ups (issue 32); omitted: unchanged' })
  @IsOptional()
  @IsBoolean({ message })
  digest?: boolean;
}
