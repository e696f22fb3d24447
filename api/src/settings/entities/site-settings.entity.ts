import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { BUSINESS_TIME_ZONE, LIMITS } from 'shared-contracts';

/** Settings > General: one row for the whole site (id is always 1). Absent until staff first save it. */
@Entity('site_settings')
@Check('CHK_site_settings_single_row', `"id" = 1`)
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ name: 'site_name', type: 'varchar', length: LIMITS.settings.siteNameMax })
  siteName!: string;

  /** Where staff notifications of new quotes go. */
  @Column({ name: 'admin_email', type: 'varchar', length: LIMITS.quote.emailMax })
  adminEmail!: string;

  /** The business's time zone (issue 32): e-mail times, the digest's morning, "due" and the dashboard's weeks. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: BUSINESS_TIME_ZONE })
  timeZone!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
