import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per one-time data seed that has run on this database. A seed writes its row in the same transaction as
 * its data, so "the data is there" and "the seed ran" never disagree, and a seed whose data staff later deleted
 * does not come back on the next start. The primary key is what makes concurrent starts safe: two instances
 * inserting the same name serialise on it, and only the first one seeds.
 */
@Entity('seed_history')
export class SeedHistoryEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'ran_at', type: 'timestamptz', default: () => 'now()' })
  ranAt!: Date;
}
