import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 45: visitors' web vitals (a histogram per day, route, language, remote build and metric) and errors (a count
 * per scrubbed message), no visitor recorded. Written from the entities (the schema-drift test checks it).
 */
export class VisitorReports1797100000000 implements MigrationInterface {
  name = 'VisitorReports1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."visitor_metric" AS ENUM('LCP', 'INP', 'CLS')`);
    await queryRunner.query(
      `CREATE TABLE "visitor_vital_day" ("day" date NOT NULL, "route" character varying(100) NOT NULL, "language" character varying(2) NOT NULL, "remote" character varying(32) NOT NULL, "remote_version" character varying(40) NOT NULL, "metric" "public"."visitor_metric" NOT NULL, "bucket" smallint NOT NULL, "count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_visitor_vital_day" PRIMARY KEY ("day", "route", "language", "remote", "remote_version", "metric", "bucket"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."visitor_error_kind" AS ENUM('error', 'rejection')`);
    await queryRunner.query(
      `CREATE TABLE "visitor_error_day" ("day" date NOT NULL, "route" character varying(100) NOT NULL, "language" character varying(2) NOT NULL, "remote" character varying(32) NOT NULL, "remote_version" character varying(40) NOT NULL, "kind" "public"."visitor_error_kind" NOT NULL, "message" character varying(300) NOT NULL, "count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_visitor_error_day" PRIMARY KEY ("day", "route", "language", "remote", "remote_version", "kind", "message"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "visitor_error_day"`);
    await queryRunner.query(`DROP TYPE "public"."visitor_error_kind"`);
    await queryRunner.query(`DROP TABLE "visitor_vital_day"`);
    await queryRunner.query(`DROP TYPE "public"."visitor_metric"`);
  }
}
