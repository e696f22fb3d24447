import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32: the daily digest of follow-ups, a switch per staff member (off for everyone stored), and the record of
 * which member got which day's digest, so two instances or a restart never send a day's digest twice.
 */
export class FollowUpDigest1797060000000 implements MigrationInterface {
  name = 'FollowUpDigest1797060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "staff_notification_preferences" ADD "digest_enabled" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `CREATE TABLE "follow_up_digest_day" ("email" character varying(254) NOT NULL, "day" date NOT NULL, CONSTRAINT "PK_follow_up_digest_day" PRIMARY KEY ("email", "day"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "follow_up_digest_day"`);
    await queryRunner.query(`ALTER TABLE "staff_notification_preferences" DROP COLUMN "digest_enabled"`);
  }
}
