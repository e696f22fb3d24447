import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { LIMITS } from 'shared-contracts';

/**
 * Settings > Notifications of one staff member, keyed by the Firebase uid of their verified ID token. A row is
 * created (both switches on, the spec's default) the first time the back office reads it, so everyone who uses the
 * back office gets new-quote e-mails at their sign-in address until they switch them off.
 */
@Entity('staff_notification_preferences')
export class StaffNotificationPreferencesEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  uid!: string;

  /** The sign-in address of the token, where this member's new-quote e-mails go. */
  @Column({ type: 'varchar', length: LIMITS.quote.emailMax })
  email!: string;

  @Column({ name: 'email_enabled', type: 'boolean', default: true })
  emailEnabled!: boolean;

  @Column({ name: 'browser_enabled', type: 'boolean', default: true })
  browserEnabled!: boolean;

  /** The daily e-mail of this member's follow-ups (issue 32): off until they switch it on. */
  @Column({ name: 'digest_enabled', type: 'boolean', default: false })
  digestEnabled!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
