import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: gallery items are edited (a `version` per item for optimistic concurrency, as content pages) and ordered
 * (`position`, smallest first). Existing items get positions in today's order: newest first.
 */
export class GalleryEditAndOrder1796100000000 implements MigrationInterface {
  name = 'GalleryEditAndOrder1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_item" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "gallery_item" ADD "position" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `UPDATE "gallery_item" g SET "position" = o."n" FROM (
         SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" ASC) AS "n" FROM "gallery_item"
       ) o WHERE g."id" = o."id"`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_gallery_item_position" ON "gallery_item" ("position") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_gallery_item_position"`);
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "position"`);
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "version"`);
  }
}
