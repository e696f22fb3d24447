import { Column, Entity, PrimaryColumn } from 'typeorm';
import { VISITOR_METRICS, type VisitorMetric } from 'shared-contracts';

const PK = 'PK_visitor_vital_day';

/**
 * How many page loads of one route, language and remote build drew one web vital within one bucket on one (UTC) day
 * (issue 45). A histogram, not the values: percentiles come from the buckets (vital-buckets.ts), and nothing in a row
 * tells one visitor from another.
 */
@Entity('visitor_vital_day')
export class VisitorVitalDayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: PK })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: PK })
  route!: string;

  @PrimaryColumn({ type: 'varchar', length: 2, primaryKeyConstraintName: PK })
  language!: string;

  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: PK })
  remote!: string;

  @PrimaryColumn({ name: 'remote_version', type: 'varchar', length: 40, primaryKeyConstraintName: PK })
  remoteVersion!: string;

  @PrimaryColumn({
    type: 'enum',
    enum: VISITOR_METRICS,
    enumName: 'visitor_metric',
    primaryKeyConstraintName: PK,
  })
  metric!: VisitorMetric;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: PK })
  bucket!: number;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
