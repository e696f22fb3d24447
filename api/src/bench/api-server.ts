// The real API for the bench, started in its own process with the rate limit off and a little realistic data.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';

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
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.send?.({ ready: true });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
