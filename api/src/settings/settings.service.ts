import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BUSINESS,
  DEFAULT_CONTENT,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type GeneralSettings,
  type NotificationPreferences,
} from 'shared-contracts';
import { Repository } from 'typeorm';
import type { StaffUser } from '../auth/staff-user.js';
import { SiteSettingsEntity } from './entities/site-settings.entity.js';
import { StaffNotificationPreferencesEntity } from './entities/staff-notification-preferences.entity.js';

const SITE_ROW_ID = 1;

/** Before staff save General: the business name and the contact address of the built-in content. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  siteName: BUSINESS.name,
  adminEmail: DEFAULT_CONTENT.contact.email,
};

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly site: Repository<SiteSettingsEntity>,
    @InjectRepository(StaffNotificationPreferencesEntity)
    private readonly preferences: Repository<StaffNotificationPreferencesEntity>,
  ) {}

  async getGeneral(): Promise<GeneralSettings> {
    const row = await this.site.findOneBy({ id: SITE_ROW_ID });
    return row ? { siteName: row.siteName, adminEmail: row.adminEmail } : { ...DEFAULT_GENERAL_SETTINGS };
  }

  async saveGeneral(settings: GeneralSettings): Promise<GeneralSettings> {
    await this.site.upsert({ id: SITE_ROW_ID, ...settings }, ['id']);
    return this.getGeneral();
  }

  /**
   * The member's switches. The first read registers them with the defaults (both on), so they get new-quote e-mails
   * at their sign-in address; a changed sign-in address is followed.
   */
  async getPreferences(staff: StaffUser): Promise<NotificationPreferences> {
    await this.preferences
      .createQueryBuilder()
      .insert()
      .values({
        uid: staff.uid,
        email: staff.email,
        emailEnabled: DEFAULT_NOTIFICATION_PREFERENCES.email,
        browserEnabled: DEFAULT_NOTIFICATION_PREFERENCES.browser,
      })
      .orUpdate(['email'], ['uid'])
      .execute();
    const row = await this.preferences.findOneByOrFail({ uid: staff.uid });
    return { email: row.emailEnabled, browser: row.browserEnabled, digest: row.digestEnabled };
  }

  async savePreferences(staff: StaffUser, prefs: NotificationPreferences): Promise<NotificationPreferences> {
    await this.preferences.upsert(
      {
        uid: staff.uid,
        email: staff.email,
        emailEnabled: prefs.email,
        browserEnabled: prefs.browser,
        ...(prefs.digest === undefined ? {} : { digestEnabled: prefs.digest }),
      },
      ['uid'],
    );
    return this.getPreferences(staff);
  }

  /** The staff members who want the daily digest of their follow-ups (issue 32), by sign-in address. */
  async digestRecipients(): Promise<string[]> {
    const rows = await this.preferences.findBy({ digestEnabled: true });
    return [...new Set(rows.map((row) => row.email.toLowerCase()))];
  }

  /**
   * Who gets the staff e-mail of a new quote: the admin e-mail of General, plus every staff member with e-mail
   * notifications on; a member who switched them off is left out even when their address is the admin e-mail.
   */
  async staffRecipients(): Promise<{ siteName: string; adminEmail: string; recipients: string[] }> {
    const general = await this.getGeneral();
    const members = await this.preferences.find();
    const optedOut = new Set(members.filter((m) => !m.emailEnabled).map((m) => m.email.toLowerCase()));
    const recipients = new Map<string, string>();
    for (const address of [general.adminEmail, ...members.filter((m) => m.emailEnabled).map((m) => m.email)]) {
      const key = address.toLowerCase();
      if (!optedOut.has(key) && !recipients.has(key)) recipients.set(key, address);
    }
    return { ...general, recipients: [...recipients.values()] };
  }
}
