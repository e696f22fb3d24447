import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  UNUSED_UPLOAD_GRACE_MS,
  UnusedUploadsCleanupService,
} from '../src/gallery/unused-uploads-cleanup.service.js';
import { withTestApp } from './helpers/app.js';
import { resetDatabase } from './helpers/db.js';

describe('uploads no gallery item uses', () => {
  let dir: string;
  const image = (written: number) => {
    const id = randomUUID();
    for (const name of [`${id}.webp`, `${id}.thumb.webp`]) {
      writeFileSync(join(dir, name), 'webp');
      utimesSync(join(dir, name), written / 1000, written / 1000);
    }
    return { path: `/uploads/${id}.webp`, files: [`${id}.webp`, `${id}.thumb.webp`] };
  };
  const present = (files: string[]) => files.map((name) => existsSync(join(dir, name)));

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'api-unused-uploads-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are removed after the grace period, at start and on each sweep; used ones and foreign files stay', async () => {
    const longAgo = Date.now() - UNUSED_UPLOAD_GRACE_MS - 60_000;
    const abandoned = image(longAgo);
    const used = image(longAgo);
    const recent = image(Date.now());
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    utimesSync(join(dir, 'notes.txt'), longAgo / 1000, longAgo / 1000);

    await withTestApp({}, async (t) => {
      await resetDatabase(t.app);
      await t.app
        .get(DataSource)
        .query(
          `INSERT INTO gallery_item (title, description, image_url, category) VALUES ('T', 'Description', $1, 'stone')`,
          [used.path],
        );
    });

    await withTestApp({ UPLOADS_DIR: dir }, async (t) => {
      // The start-up sweep has run.
      expect(present(abandoned.files)).toEqual([false, false]);
      expect(present(used.files)).toEqual([true, true]);
      expect(present(recent.files)).toEqual([true, true]);
      expect(existsSync(join(dir, 'notes.txt'))).toBe(true);

      // A day later, the recent one is abandoned too.
      const removed = await t.app
        .get(UnusedUploadsCleanupService)
        .sweep(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000);
      expect(removed).toEqual([recent.path]);
      expect(present(recent.files)).toEqual([false, false]);
      expect(present(used.files)).toEqual([true, true]);
    });
  });
});
