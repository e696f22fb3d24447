import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: the version history of gallery items, as for content pages. Each create, edit or restore stores the item's
 * new version number, its text fields, who and when; one row per item and number; removed with the item (the trash
 * purge). Generated from the entity (the schema-drift test's queries), then numbered after the previous migration.
 *
 * Each item already stored (shown or in the trash) gets its current text as its current version (who: unknown, when:
 * its creation), so the first edit made after this migration can be undone.
 */
export class GalleryItemVersions1796150000000 implements MigrationInterface {
  name = 'GalleryItemVersions1796150000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gallery_item_version" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "item_id" uuid NOT NULL, "version" integer NOT NULL, "fields" jsonb NOT NULL, "staff_uid" character varying(128), "staff_email" character varying(254), "restored_from" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_gallery_item_version_version" CHECK ("version" >= 1), CONSTRAINT "PK_gallery_item_version" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_gallery_item_version_item_version" ON "gallery_item_version" ("item_id", "version") `,
    );
    await queryRunner.query(
      `ALTER TABLE "gallery_item_version" ADD CONSTRAINT "FK_gallery_item_version_item" FOREIGN KEY ("item_id") REFERENCES "gallery_item"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "gallery_item_version" ("item_id", "version", "fields", "created_at")
       SELECT "id", "version",
              jsonb_build_object('title', "title", 'description', "description", 'location', "location", 'category', "category"),
              "created_at"
       FROM "gallery_item"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_item_version" DROP CONSTRAINT "FK_gallery_item_version_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_gallery_item_version_item_version"`);
    await queryRunner.query(`DROP TABLE "gallery_item_version"`);
  }
}
