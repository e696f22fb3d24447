import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32: an inquiry's assignee and follow-up day, empty for every stored inquiry. Written from the entity. */
export class InquiryFollowUps1797050000000 implements MigrationInterface {
  name = 'InquiryFollowUps1797050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inquiry" ADD "assignee_email" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "inquiry" ADD "follow_up_on" date`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inquiry" DROP COLUMN "follow_up_on"`);
    await queryRunner.query(`ALTER TABLE "inquiry" DROP COLUMN "assignee_email"`);
  }
}
