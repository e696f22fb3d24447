import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: the language of the form a quote came from ('en' or 'es'), so its e-mails are written in it and staff
 * know it. Every stored inquiry came from the English form: 'en'. Written from the entity (the schema-drift test
 * checks it), numbered after the previous migration.
 */
export class InquiryLanguage1797000000000 implements MigrationInterface {
  name = 'InquiryLanguage1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "inquiry" ADD "language" character varying(2) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(
      `ALTER TABLE "inquiry" ADD CONSTRAINT "CHK_inquiry_language" CHECK ("language" IN ('en', 'es'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inquiry" DROP CONSTRAINT "CHK_inquiry_language"`);
    await queryRunner.query(`ALTER TABLE "inquiry" DROP COLUMN "language"`);
  }
}
