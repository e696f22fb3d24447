import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32: replies staff e-mail to the visitor from the inquiry. Written from the entity (the schema test checks it). */
export class InquiryReplies1796950000000 implements MigrationInterface {
  name = 'InquiryReplies1796950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inquiry_reply" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "inquiry_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "staff_uid" character varying(128) NOT NULL, "staff_email" character varying(254) NOT NULL, "text" character varying(5000) NOT NULL, CONSTRAINT "PK_inquiry_reply" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_inquiry_reply_inquiry_created_at" ON "inquiry_reply" ("inquiry_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "inquiry_reply" ADD CONSTRAINT "FK_inquiry_reply_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inquiry_reply" DROP CONSTRAINT "FK_inquiry_reply_inquiry"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_inquiry_reply_inquiry_created_at"`);
    await queryRunner.query(`DROP TABLE "inquiry_reply"`);
  }
}
