import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: staff's internal notes on an inquiry and the history of its status changes (from, to, who, when). Both
 * belong to their inquiry and go with it (ON DELETE CASCADE); each is read per inquiry by time, and the notes are
 * counted per inquiry for the inbox. Generated from the entities (typeorm migration:generate), then renumbered after
 * the previous migration.
 */
export class InquiryNotesAndStatusHistory1795800000000 implements MigrationInterface {
  name = 'InquiryNotesAndStatusHistory1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inquiry_note" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "inquiry_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "staff_uid" character varying(128) NOT NULL, "staff_email" character varying(254) NOT NULL, "text" character varying(2000) NOT NULL, CONSTRAINT "PK_inquiry_note" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_inquiry_note_inquiry_created_at" ON "inquiry_note" ("inquiry_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "inquiry_status_change" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "inquiry_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "staff_uid" character varying(128) NOT NULL, "staff_email" character varying(254) NOT NULL, "from_status" "public"."inquiry_status" NOT NULL, "to_status" "public"."inquiry_status" NOT NULL, CONSTRAINT "PK_inquiry_status_change" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_inquiry_status_change_inquiry_created_at" ON "inquiry_status_change" ("inquiry_id", "created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "inquiry_note" ADD CONSTRAINT "FK_inquiry_note_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "inquiry_status_change" ADD CONSTRAINT "FK_inquiry_status_change_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiry"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inquiry_status_change"`);
    await queryRunner.query(`DROP TABLE "inquiry_note"`);
  }
}
