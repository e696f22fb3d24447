import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: a gallery delete moves the item to a trash instead of removing it. deleted_at (null: shown) and deleted_by
 * (the verified e-mail of who deleted it); the index serves the trash list and the purge's scan for expired items.
 * Generated from the entity (the schema-drift test's queries), then numbered after the previous migration.
 */
export class GalleryTrash1796050000000 implements MigrationInterface {
  name = 'GalleryTrash1796050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_item" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "gallery_item" ADD "deleted_by" character varying(254)`);
    await queryRunner.query(`CREATE INDEX "IDX_gallery_item_deleted_at" ON "gallery_item" ("deleted_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_gallery_item_deleted_at"`);
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "deleted_by"`);
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "deleted_at"`);
  }
}
