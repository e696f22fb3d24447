import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: photos a visitor attaches to a quote request, uploaded before the quote and tied to its inquiry when the
 * quote is stored (deleted with it). Written from the entity (the schema-drift test checks it).
 */
export class QuotePhotos1796300000000 implements MigrationInterface {
  name = 'QuotePhotos1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "quote_photo" ("id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "inquiry_id" uuid, "position" smallint, "width" integer NOT NULL, "height" integer NOT NULL, "bytes" integer NOT NULL, CONSTRAINT "CHK_quote_photo_size" CHECK ("width" > 0 AND "height" > 0 AND "bytes" > 0), CONSTRAINT "PK_quote_photo" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_quote_photo_inquiry_id" ON "quote_photo" ("inquiry_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_quote_photo_created_at" ON "quote_photo" ("created_at") `);
    await queryRunner.query(
      `ALTER TABLE "quote_photo" ADD CONSTRAINT "FK_quote_photo_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "quote_photo"`);
  }
}
