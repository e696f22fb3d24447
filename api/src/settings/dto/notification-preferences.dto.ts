import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
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
}
