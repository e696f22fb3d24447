import { Column, Entity, PrimaryColumn } from 'typeorm';
import { FUNNEL_STEPS, type FunnelStep } from 'shared-contracts';

/**
 * How many times one step of the quote form's funnel happened on one day (issue 32): a count and nothing else, no
 * visitor, address or cookie, so it holds no personal data. The day is the business's (America/Chicago).
 */
@Entity('quote_funnel_day')
export class QuoteFunnelDayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_quote_funnel_day' })
  day!: string;

  @PrimaryColumn({
    type: 'enum',
    enum: FUNNEL_STEPS,
    enumName: 'funnel_step',
    primaryKeyConstraintName: 'PK_quote_funnel_day',
  })
  step!: FunnelStep;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
