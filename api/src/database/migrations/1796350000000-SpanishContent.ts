import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: the content pages' Spanish texts, beside their English fields, in the page, each kept version and the
 * draft. Every stored page and version keeps its fields untouched and gets no Spanish ({}: the Spanish site shows its
 * English texts until staff translate them); a stored draft gets null (it leaves the Spanish texts as published).
 * Written from the entities (the schema-drift test checks them), numbered after the previous migration.
 */
export class SpanishContent1796350000000 implements MigrationInterface {
  name = 'SpanishContent1796350000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "page_content" ADD "fields_es" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "page_content_version" ADD "fields_es" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "page_content_draft" ADD "fields_es" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "page_content_draft" DROP COLUMN "fields_es"`);
    await queryRunner.query(`ALTER TABLE "page_content_version" DROP COLUMN "fields_es"`);
    await queryRunner.query(`ALTER TABLE "page_content" DROP COLUMN "fields_es"`);
  }
}
