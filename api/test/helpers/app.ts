import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app.factory.js';

export interface TestApp {
  app: NestExpressApplication;
  uploadsDir: string;
  /** Empties the uploads folder (between tests). */
  clearUploads(): void;
  close(): Promise<void>;
}

/**
 * The real app (same module, same HTTP setup as main.ts) on DATABASE_URL, with its own uploads folder and a rate
 * limit high enough not to interfere; tests that check the limit pass their own.
 */
export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'api-uploads-'));
  const app = await createApp({
    // No read cache by default: tests change tables directly between requests.
    env: {
      NODE_ENV: 'test',
      UPLOADS_DIR: uploadsDir,
      THROTTLE_LIMIT: '100000',
      QUOTE_PHOTO_LIMIT_COUNT: '100000',
      QUOTE_PHOTO_LIMIT_BYTES: '1000000000',
      READ_CACHE_TTL_MS: '0',
      ...env,
    },
    logger: ['error'],
  });
  return {
    app,
    uploadsDir,
    clearUploads() {
      for (const name of readdirSync(uploadsDir)) rmSync(join(uploadsDir, name), { force: true });
    },
    async close() {
      await app.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A test's own app, for settings other than its file's (rate limits, another database); closed however it ends. */
export async function withTestApp<T>(
  env: Record<string, string | undefined>,
  use: (t: TestApp) => Promise<T>,
): Promise<T> {
  const t = await createTestApp(env);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}
