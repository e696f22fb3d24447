import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: one draft per content page (its fields, the page version it was edited from, who saved it and when),
 * apart from the published content so no public read can reach it. Written from the entity (the schema-drift test
 * checks it), numbered after the previous migration.
 */
export class ContentDrafts1796200000000 implements MigrationInterface {
  name = 'ContentDrafts1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "page_content_draft" ("page" character varying(20) NOT NULL, "fields" jsonb NOT NULL, "base_version" integer NOT NULL, "staff_uid" character varying(128) NOT NULL, "staff_email" character varying(254) NOT NULL, "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_page_content_draft_base_version" CHECK ("base_version" >= 0), CONSTRAINT "CHK_page_content_draft_page" CHECK ("page" IN ('home', 'services', 'contact')), CONSTRAINT "PK_page_content_draft" PRIMARY KEY ("page"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "page_content_draft"`);
  }
}
