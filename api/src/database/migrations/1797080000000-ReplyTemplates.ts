import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STARTER_REPLY_TEMPLATES } from 'shared-contracts';

/**
 * Issue 32: reply templates staff keep (the table written from its entity; the schema test checks it), starting with
 * the three that used to be built into the reply box. The starter rows are read from shared-contracts, as the
 * service-area seed reads SERVICE_AREA_ZIPS: one copy of them, which the API tests also reset to. This runs once per
 * database, so a later change to that list only reaches new installs, and never touches templates staff edited.
 */
export class ReplyTemplates1797080000000 implements MigrationInterface {
  name = 'ReplyTemplates1797080000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reply_template" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(80) NOT NULL, "text" character varying(5000) NOT NULL, "position" integer NOT NULL, "updated_by" character varying(254), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reply_template" PRIMARY KEY ("id"))`,
    );
    const values = STARTER_REPLY_TEMPLATES.map(
      (_template, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3})`,
    );
    await queryRunner.query(
      `INSERT INTO "reply_template" ("title", "text", "position") VALUES ${values.join(', ')}`,
      STARTER_REPLY_TEMPLATES.flatMap((template, i) => [template.title, template.text, i + 1]),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reply_template"`);
  }
}
