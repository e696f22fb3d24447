import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13, findings 6 and 7.
 * - The inbox search (ILIKE '%text%' on name, e-mail and project type) gets a trigram GIN index per field, so it
 *   stays an index lookup as the table grows. pg_trgm ships with PostgreSQL (contrib) and PGlite (loaded by
 *   PgliteService); it is a trusted extension, so the database owner may create it. Paging and the counts use the
 *   existing (status, created_at) and (created_at) indexes.
 * - The quote POST's Idempotency-Key table: the key, the request's hash, the inquiry it created and the first answer.
 */
export class InquiryPagingAndIdempotency1795700000000 implements MigrationInterface {
  name = 'InquiryPagingAndIdempotency1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const column of ['name', 'email', 'project_type']) {
      await queryRunner.query(
        `CREATE INDEX "IDX_inquiry_${column}_trgm" ON "inquiry" USING gin ("${column}" gin_trgm_ops)`,
      );
    }
    await queryRunner.query(
      `CREATE TABLE "quote_idempotency_key" ("key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "inquiry_id" uuid, "response" jsonb, CONSTRAINT "PK_quote_idempotency_key" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_quote_idempotency_key_created_at" ON "quote_idempotency_key" ("created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "quote_idempotency_key" ADD CONSTRAINT "FK_quote_idempotency_key_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "quote_idempotency_key"`);
    for (const column of ['name', 'email', 'project_type']) {
      await queryRunner.query(`DROP INDEX "IDX_inquiry_${column}_trgm"`);
    }
  }
}
