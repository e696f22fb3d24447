import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 31: a gallery item's optional "before" photo (the public gallery shows a before/after comparison). */
export class GalleryBeforePhoto1796450000000 implements MigrationInterface {
  name = 'GalleryBeforePhoto1796450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_item" ADD "before_image_url" character varying(500)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "before_image_url"`);
  }
}
