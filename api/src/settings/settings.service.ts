import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BUSINESS,
  BUSINESS_TIME_ZONE,
  DEFAULT_CONTENT,
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGES,
  type GeneralSettings,
  type NotificationPreferences,
} from 'shared-contracts';
import { Repository } from 'typeorm';
import type { StaffUser } from '../auth/staff-user.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { SiteSettingsEntity } from './entities/site-settings.entity.js';
import { StaffNotificationPreferencesEntity } from './entities/staff-notification-preferences.entity.js';

const SITE_ROW_ID = 1;

/** Before staff save General: the business name, the contact address of the built-in content, San Antonio's zone. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  siteName: BUSINESS.name,
  adminEmail: DEFAULT_CONTENT.contact.email,
  timeZone: BUSINESS_TIME_ZONE,
};

@Injectable()
export class SettingsService {
  /**
   * General, as the server reads it on every e-mail batch, digest check, "due" filter and dashboard (the time zone).
   * A save clears it here and, through the read caches' Redis channel, on every other instance; without Redis another
   * instance sees a change within READ_CACHE_TTL_MS (5 s by default).
   */
  private readonly general: ReadCache<GeneralSettings>;

  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly site: Repository<SiteSettingsEntity>,
    @InjectRepository(StaffNotificationPreferencesEntity)
    private readonly preferences: Repository<StaffNotificationPreferencesEntity>,
    private readonly caches: ReadCaches,
  ) {
    this.general = caches.create('settings');
  }

  getGeneral(): Promise<GeneralSettings> {
    return this.general.get('general', async () => {
      const row = await this.site.findOneBy({ id: SITE_ROW_ID });
      return row
        ? { siteName: row.siteName, adminEmail: row.adminEmail, timeZone: row.timeZone }
        : { ...DEFAULT_GENERAL_SETTINGS };
    });
  }

  /** The business's time zone (Settings > General, issue 32): the one place the server reads it from. */
  async timeZone(): Promise<string> {
    return (await this.getGeneral()).timeZone;
  }

  async saveGeneral(settings: GeneralSettings): Promise<GeneralSettings> {
    // Stored as the runtime spells it ("america/chicago" -> "America/Chicago"), and only when PostgreSQL knows it
    // too: its AT TIME ZONE counts the dashboard's weeks and "due", and its zone data may be older than Node's.
    const timeZone = new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone }).resolvedOptions()
      .timeZone;
    try {
      await this.site.query(`SELECT now() AT TIME ZONE $1`, [timeZone]);
    } catch {
      throw new BadRequestException(MESSAGES.settings.timeZoneInvalid);
    }
    this.caches.clearLocal('settings');
    await this.site.upsert({ id: SITE_ROW_ID, ...settings, timeZone }, ['id']);
    await this.caches.invalidate('settings');
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
    for (const address of [
      general.adminEmail,
      ...members.filter((m) => m.emailEnabled).map((m) => m.email),
    ]) {
      const key = address.toLowerCase();
      if (!optedOut.has(key) && !recipients.has(key)) recipients.set(key, address);
    }
    return { ...general, recipients: [...recipients.values()] };
  }
}
