import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48: the outbox column that held "the inquiry" for every kind of e-mail (replies and digests reached through
 * casts) holds each kind's own payload (api/src/notifications/outbox-jobs.ts). Rows written before are rewrapped in
 * their kind's shape, sent and failed ones too, so every row reads the same way. A row that does not fit its kind
 * after this is failed by the worker with its reason, never retried forever.
 */
export class TypedOutboxJobs1797090000000 implements MigrationInterface {
  name = 'TypedOutboxJobs1797090000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_email" RENAME COLUMN "inquiry" TO "payload"`);
    // New-inquiry e-mails: photo count and language beside the inquiry instead of inside it (absent before: 0, en).
    await queryRunner.query(
      `UPDATE "outbox_email"
          SET "payload" = jsonb_build_object(
                'inquiry', "payload" - 'photoCount' - 'language',
                'photoCount', CASE WHEN jsonb_typeof("payload"->'photoCount') = 'number'
                                   THEN "payload"->'photoCount' ELSE '0'::jsonb END,
                'language', CASE WHEN "payload"->>'language' = 'es' THEN 'es' ELSE 'en' END)
        WHERE "kind" IN ('staff-new-inquiry', 'visitor-confirmation') AND NOT ("payload" ? 'inquiry')`,
    );
    // Replies: the reply beside the inquiry it answers.
    await queryRunner.query(
      `UPDATE "outbox_email"
          SET "payload" = jsonb_build_object('inquiry', "payload" - 'reply', 'reply', "payload"->'reply')
        WHERE "kind" = 'staff-reply' AND NOT ("payload" ? 'inquiry')`,
    );
    // Digests already were { digest }.
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "outbox_email" SET "payload" = ("payload"->'inquiry') || jsonb_build_object('reply', "payload"->'reply')
        WHERE "kind" = 'staff-reply' AND "payload" ? 'inquiry'`,
    );
    await queryRunner.query(
      `UPDATE "outbox_email"
          SET "payload" = ("payload"->'inquiry')
                || jsonb_build_object('photoCount', "payload"->'photoCount', 'language', "payload"->'language')
        WHERE "kind" IN ('staff-new-inquiry', 'visitor-confirmation') AND "payload" ? 'inquiry'`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_email" RENAME COLUMN "payload" TO "inquiry"`);
  }
}
