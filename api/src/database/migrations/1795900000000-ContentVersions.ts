import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: the version history of the content pages. Each publish stores the page's new version number, its full
 * fields, who published it and when; one row per page and number (the unique index on (page, version), which also
 * serves the newest-first reads and the pruning). Generated from the entity (the schema-drift test's queries), then
 * numbered after the previous migration.
 *
 * The content already stored becomes the first version of its page (who: unknown, when: its last save), so the
 * first edit made after this migration can still be undone.
 */
export class ContentVersions1795900000000 implements MigrationInterface {
  name = 'ContentVersions1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "page_content_version" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "page" character varying(20) NOT NULL, "version" integer NOT NULL, "fields" jsonb NOT NULL, "staff_uid" character varying(128), "staff_email" character varying(254), "restored_from" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_page_content_version_version" CHECK ("version" >= 1), CONSTRAINT "CHK_page_content_version_page" CHECK ("page" IN ('home', 'services', 'contact')), CONSTRAINT "PK_page_content_version" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_page_content_version_page_version" ON "page_content_version" ("page", "version") `,
    );
    await queryRunner.query(
      `INSERT INTO "page_content_version" ("page", "version", "fields", "created_at")
       SELECT "page", "version", "fields", "updated_at" FROM "page_content"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_page_content_version_page_version"`);
    await queryRunner.query(`DROP TABLE "page_content_version"`);
  }
}
