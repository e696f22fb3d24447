// The real API for the bench, started in its own process with the rate limit off and realistic data.
import 'reflect-metadata';
import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';

/**
 * The API as `npm run build` compiled it (api/dist, from this file's bench/dist): the bench measures what production
 * runs, and the bench's own build stays out of the API's. Typed here because importing src would compile it again.
 */
type CreateApp = (options: {
  env: Record<string, string>;
  logger: LogLevel[];
}) => Promise<NestExpressApplication>;
const built = new URL('../../dist/app.factory.js', import.meta.url);
const { createApp } = (await import(built.href)) as { createApp: CreateApp };

const app = await createApp({
  env: { THROTTLE_ENABLED: 'false', NODE_ENV: 'production' },
  logger: ['error'],
});
const ds = app.get(DataSource);
await ds.query('DELETE FROM gallery_item');
for (let i = 0; i < 12; i++) {
  await ds.query(
    `INSERT INTO gallery_item (title, description, image_url, category) VALUES ($1, $2, $3, $4)`,
    [
      `Project ${i}`,
      'A completed masonry project in San Antonio.',
      `/uploads/sample-${i}.webp`,
      i % 2 ? 'stone' : 'concrete',
    ],
  );
}
await ds.query(`INSERT INTO page_content (page, fields) VALUES ('home', $1) ON CONFLICT (page) DO NOTHING`, [
  { title: 'Bench title', subtitle: 'Bench subtitle', description: 'Bench description' },
]);

// The inbox (issue 13): BENCH_INQUIRIES stored inquiries, a minute apart, statuses mixed, realistic text sizes.
const inquiryCount = Number(process.env.BENCH_INQUIRIES ?? 20_000);
// CASCADE: the inquiries' notes, status history and outbox rows go with them, whatever tables later issues add.
await ds.query('TRUNCATE quote_idempotency_key, inquiry CASCADE');
await ds.query(
  `INSERT INTO inquiry (name, email, phone, zip_code, project_type, message, status, created_at)
   SELECT 'Customer ' || i, 'customer' || i || '@example.com', '(210) 555-0100', '78205',
          (ARRAY['Stone Patio', 'Brick Wall', 'Retaining Wall', 'Outdoor Kitchen'])[1 + i % 4],
          repeat('Please quote a new masonry project for our back yard. ', 4),
          (ARRAY['New', 'Responded', 'Closed'])[1 + i % 3]::inquiry_status,
          now() - make_interval(mins => i)
   FROM generate_series(1, $1) AS i`,
  [inquiryCount],
);
await ds.query('ANALYZE inquiry');

// Staff reads need a verified ID token. Verifying one is Firebase's work (Google's keys, or the emulator), not this
// API's: the bench accepts its own fixed token so the figures are the inbox's, not the identity provider's.
const { FirebaseAuthService } = (await import(
  new URL('../../dist/auth/firebase-auth.service.js', import.meta.url).href
)) as { FirebaseAuthService: new (...args: never[]) => { verify(token: string): Promise<unknown> } };
app.get(FirebaseAuthService).verify = async () => ({
  uid: 'bench-staff',
  email: 'bench@alamomasonry.com',
  email_verified: true,
});
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.send?.({ ready: true });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
