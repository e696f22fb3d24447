import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SERVICE_AREA_ZIPS } from 'shared-contracts';

/**
 * A new database starts with the built-in San Antonio list, so a fresh install accepts quotes from the area.
 * The list itself lives once, in shared-contracts. ON CONFLICT keeps any entry that already exists untouched.
 */
export class SeedServiceArea1795317821380 implements MigrationInterface {
  name = 'SeedServiceArea1795317821380';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const values: string[] = [];
    const params: (string | null)[] = [];
    for (const entry of SERVICE_AREA_ZIPS) {
      const i = params.length;
      values.push(`($${i + 1}, $${i + 2}, $${i + 3}::service_area_region)`);
      params.push(entry.zip_code, entry.neighborhood, entry.region);
    }
    await queryRunner.query(
      `INSERT INTO "service_area_zip" ("zip_code", "neighborhood", "region") VALUES ${values.join(', ')}
       ON CONFLICT ("zip_code") DO NOTHING`,
      params,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "service_area_zip" WHERE "zip_code" = ANY($1)`, [
      SERVICE_AREA_ZIPS.map((entry) => entry.zip_code),
    ]);
  }
}
