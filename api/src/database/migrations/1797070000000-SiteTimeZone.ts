import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32: the business's time zone in Settings > General; a stored row keeps San Antonio's. */
export class SiteTimeZone1797070000000 implements MigrationInterface {
  name = 'SiteTimeZone1797070000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "site_settings" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'America/Chicago'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "time_zone"`);
  }
}
