import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: a gallery item's optional Spanish title and description. Every stored item keeps its text and gets none
 * ('': the Spanish gallery shows its English text). Its versions keep their fields as they were (a version without
 * Spanish text restores none). Written from the entity (the schema-drift test checks it), numbered after the previous
 * migration.
 */
export class GallerySpanish1796400000000 implements MigrationInterface {
  name = 'GallerySpanish1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "gallery_item" ADD "title_es" character varying(120) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "gallery_item" ADD "description_es" character varying(2000) NOT NULL DEFAULT ''`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "description_es"`);
    await queryRunner.query(`ALTER TABLE "gallery_item" DROP COLUMN "title_es"`);
  }
}
