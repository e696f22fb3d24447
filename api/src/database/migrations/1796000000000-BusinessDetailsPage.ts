import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: the business details (opening hours, social links) become a content page, 'business', stored, versioned
 * and cached like the others. Only the page-name checks change; until staff save it, the built-in details are served.
 */
export class BusinessDetailsPage1796000000000 implements MigrationInterface {
  name = 'BusinessDetailsPage1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.allowPages(queryRunner, `'home', 'services', 'contact', 'business'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "page_content_version" WHERE "page" = 'business'`);
    await queryRunner.query(`DELETE FROM "page_content" WHERE "page" = 'business'`);
    await this.allowPages(queryRunner, `'home', 'services', 'contact'`);
  }

  private async allowPages(queryRunner: QueryRunner, pages: string): Promise<void> {
    for (const [table, check] of [
      ['page_content', 'CHK_page_content_page'],
      ['page_content_version', 'CHK_page_content_version_page'],
    ]) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("page" IN (${pages}))`,
      );
    }
  }
}
