import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES, type GalleryItem } from 'shared-contracts';
import { staffIdToken } from '../support/auth';
import {
  createOwnDatabase,
  startApiInstance,
  startRoundRobinProxy,
  type ApiInstance,
  type RoundRobinProxy,
} from '../support/api-instances';
import { remoteSection } from '../support/stack';
import { startLocalS3 } from 'stack/local-s3';

/**
 * The API as several instances (issue 15): two API processes on one PostgreSQL, the machine's Redis (a key prefix of
 * this run's own) and a local S3-protocol server, behind a round-robin proxy that the site uses as its API address.
 */
const QUOTE_LIMIT = 4;
const BUCKET = 'e2e-images';
const PHOTO = path.resolve(import.meta.dirname, '../../../api/assets/sample-gallery/limestone-wall.jpg');

test.describe.configure({ mode: 'serial' });
// The browser test points the site's API at the test's proxy in the browser only (it answers /config.json), which
// the CSP the real server derives from its own config rightly refuses; a deployment moves both together.
test.use({ bypassCSP: true });

let a: ApiInstance;
let b: ApiInstance;
let proxy: RoundRobinProxy;
const cleanups: (() => Promise<unknown>)[] = [];
const title = `Built to last ${randomUUID().slice(0, 6)}`;
const project = `Limestone wall ${randomUUID().slice(0, 6)}`;
let imagePath = '';

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(180_000);
  const db = await createOwnDatabase();
  cleanups.push(db.drop);
  const s3 = await startLocalS3(BUCKET);
  cleanups.push(s3.close);
  proxy = await startRoundRobinProxy();
  cleanups.push(proxy.close);
  const shellOrigin = new URL(testInfo.project.use.baseURL!).origin;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `e2e-${randomUUID().slice(0, 8)}:`,
    ...s3.env,
    // Both instances build image URLs from the one address browsers use: the proxy.
    PUBLIC_URL: proxy.url,
    CORS_ORIGINS: shellOrigin,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${process.env.AUTH_EMULATOR_PORT || '9099'}`,
    THROTTLE_LIMIT: String(QUOTE_LIMIT),
    // Long: only an invalidation, never the TTL, can explain a fresh read on the other instance.
    READ_CACHE_TTL_MS: '60000',
    SWAGGER_ENABLED: 'false',
  };
  // One after the other: the first migrates and seeds the new database.
  a = await startApiInstance('A', env);
  cleanups.push(a.stop);
  b = await startApiInstance('B', env);
  cleanups.push(b.stop);
  proxy.backends.push(a.url, b.url);
});

test.afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const staff = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await staffIdToken(request)}`,
});

test('an image uploaded through instance A is served by instance B', async ({ request }) => {
  const headers = await staff(request);
  const upload = await request.post(`${a.url}/api/admin/gallery/upload`, {
    headers,
    multipart: { image: { name: 'wall.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) } },
  });
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  expect(imageUrl.startsWith(`${proxy.url}/uploads/`)).toBe(true);
  imagePath = new URL(imageUrl).pathname;

  const created = await request.post(`${a.url}/api/admin/gallery/item`, {
    headers,
    data: {
      title: project,
      description: 'A dry-laid wall.',
      imageUrl,
      location: 'San Antonio',
      category: 'stone',
    },
  });
  expect(created.status()).toBe(201);

  const image = await request.get(`${b.url}${imagePath}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await image.body()).subarray(8, 12).toString()).toBe('WEBP');
});

test('the quote limit counts requests spread over both instances once', async ({ request }) => {
  const quote = (instance: ApiInstance) =>
    request.post(`${instance.url}/api/public`, {
      data: {
        name: 'Several Instances',
        email: 'instances@example.com',
        phone: '(210) 555-0100',
        zipCode: '78209',
        projectType: 'Stone Patio',
        message: 'Counting quotes across two API instances.',
      },
    });
  for (let i = 0; i < QUOTE_LIMIT; i++) expect((await quote(i % 2 ? b : a)).status()).toBe(201);
  for (const instance of [a, b]) {
    const limited = await quote(instance);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  }
});

test('a content save through A is visible in B’s public read at once', async ({ request }) => {
  const read = async () =>
    ((await (await request.get(`${b.url}/api/content/home`)).json()) as { title: string }).title;
  const before = await read(); // now cached on B for a minute
  expect(before).not.toBe(title);
  const saved = await request.post(`${a.url}/api/content/home`, {
    headers: await staff(request),
    data: { title, subtitle: 'Two instances, one site', description: 'Saved through instance A.' },
  });
  expect(saved.status()).toBe(200);
  expect(await read()).toBe(title);
});

test('the public site keeps working in Chromium while requests alternate between the instances', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), apiBaseUrl: proxy.url } });
  });
  proxy.served.clear();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
  const card = page.getByRole('article').filter({ hasText: project });
  const photo = card.locator('img');
  await expect(photo).toHaveAttribute('src', `${proxy.url}${imagePath}`);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(
    remoteSection(page, 'mf_public/Home').getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
  await expect(page.getByText(MESSAGES.frame.fallbackBanner)).toBeHidden();
  // Both instances answered the browser.
  expect(proxy.served.get(a.url) ?? 0).toBeGreaterThan(0);
  expect(proxy.served.get(b.url) ?? 0).toBeGreaterThan(0);
});

test('the image survives instance A being stopped', async ({ request }) => {
  await a.stop();
  const image = await request.get(`${b.url}${imagePath}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  const listed = (await (await request.get(`${b.url}/api/gallery`)).json()) as GalleryItem[];
  expect(listed.find((item) => item.title === project)?.imageUrl).toBe(`${proxy.url}${imagePath}`);
});
