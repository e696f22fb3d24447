import type { INestApplication } from '@nestjs/common';
import { SERVICE_AREA_ZIPS, STARTER_REPLY_TEMPLATES } from 'shared-contracts';
import { DataSource } from 'typeorm';

/**
 * Every table the API owns; tests start from a fresh install's state: empty, plus the built-in ZIP list and the
 * starter reply templates (what the seed migrations insert).
 */
export async function resetDatabase(app: INestApplication): Promise<void> {
  const ds = app.get(DataSource);
  await ds.query(
    'TRUNCATE "quote_idempotency_key", "quote_photo", "inquiry_note", "inquiry_status_change", "inquiry", "gallery_item_version", "gallery_item", "page_content", "page_content_version", "page_content_draft", "service_area_zip", "outbox_email", "site_settings", "staff_notification_preferences", "quote_funnel_day", "inquiry_reply", "follow_up_digest_day", "reply_template", "visitor_vital_day", "visitor_error_day"',
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
  await ds.query(
    `INSERT INTO "reply_template" ("title", "text", "position")
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[])`,
    [
      STARTER_REPLY_TEMPLATES.map((template) => template.title),
      STARTER_REPLY_TEMPLATES.map((template) => template.text),
      STARTER_REPLY_TEMPLATES.map((_template, index) => index + 1),
    ],
  );
}

export async function count(app: INestApplication, table: string): Promise<number> {
  const [row] = (await app.get(DataSource).query(`SELECT count(*)::int AS n FROM "${table}"`)) as [
    { n: number },
  ];
  return row.n;
}
