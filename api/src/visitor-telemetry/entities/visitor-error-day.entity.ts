import { Column, Entity, PrimaryColumn } from 'typeorm';
import { VISITOR_ERROR_KINDS, type VisitorErrorKind } from 'shared-contracts';

const PK = 'PK_visitor_error_day';

/**
 * How many times one error message (scrubbed of personal data) was thrown on one route by one remote build on one
 * (UTC) day (issue 45): a count per message, no visitor.
 */
@Entity('visitor_error_day')
export class VisitorErrorDayEntity {
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
    enum: VISITOR_ERROR_KINDS,
    enumName: 'visitor_error_kind',
    primaryKeyConstraintName: PK,
  })
  kind!: VisitorErrorKind;

  @PrimaryColumn({ type: 'varchar', length: 300, primaryKeyConstraintName: PK })
  message!: string;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
