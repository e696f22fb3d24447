import type { INestApplication } from '@nestjs/common';
import { SERVICE_AREA_ZIPS } from 'shared-contracts';
import { DataSource } from 'typeorm';

/** Every table the API owns; tests start from a fresh install's state (empty, plus the built-in ZIP list). */
export async function resetDatabase(app: INestApplication): Promise<void> {
  const ds = app.get(DataSource);
  await ds.query(
    'TRUNCATE "quote_idempotency_key", "quote_photo", "inquiry_note", "inquiry_status_change", "inquiry", "gallery_item_version", "gallery_item", "page_content", "page_content_version", "page_content_draft", "service_area_zip", "outbox_email", "site_settings", "staff_notification_preferences", "quote_funnel_day", "inquiry_reply", "follow_up_digest_day"',
  );
  await ds.query(
    `INSERT INTO "service_area_zip" ("zip_code", "neighborhood", "region")
     SELECT * FROM unnest($1::char(5)[], $2::varchar[], $3::service_area_region[])`,
    [
      SERVICE_AREA_ZIPS.map((z) => z.zip_code),
      SERVICE_AREA_ZIPS.map((z) => z.neighborhood),
      SERVICE_AREA_ZIPS.map((z) => z.region),
    ],
  );
}

export async function count(app: INestApplication, table: string): Promise<number> {
  const [row] = (await app.get(DataSource).query(`SELECT count(*)::int AS n FROM "${table}"`)) as [
    { n: number },
  ];
  return row.n;
}
