import { Entity, PrimaryColumn } from 'typeorm';
import { LIMITS } from 'shared-contracts';

/** One staff member's digest of one business day has been queued (issue 32): the row makes it once a day, at most. */
@Entity('follow_up_digest_day')
export class FollowUpDigestDayEntity {
  @PrimaryColumn({
    type: 'varchar',
    length: LIMITS.quote.emailMax,
    primaryKeyConstraintName: 'PK_follow_up_digest_day',
  })
  email!: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_follow_up_digest_day' })
  day!: string;
}
