import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32: the quote form's funnel, one count per day and step (visit of /contact, form started, form sent), no
 * personal data. Written from the entity (the schema-drift test checks it).
 */
export class QuoteFunnel1796900000000 implements MigrationInterface {
  name = 'QuoteFunnel1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."funnel_step" AS ENUM('visit', 'start', 'send')`);
    await queryRunner.query(
      `CREATE TABLE "quote_funnel_day" ("day" date NOT NULL, "step" "public"."funnel_step" NOT NULL, "count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_quote_funnel_day" PRIMARY KEY ("day", "step"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "quote_funnel_day"`);
    await queryRunner.query(`DROP TYPE "public"."funnel_step"`);
  }
}
