import { expect, test } from '@playwright/test';
import { chunksOnlyUsedBy } from '../support/stack';

/** Production serving rules of the launcher's static servers (what a CDN/nginx deployment must mirror). */
test('entry files revalidate, hashed chunks are cached for a year, remotes allow cross-origin loads', async ({
  request,
}) => {
  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  const { remotes } = (await config.json()) as { remotes: Record<string, string> };

  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  // Client-side routes get the shell's index.html; a missing asset stays a real 404.
  const deepLink = await request.get('/admin/service-area');
  expect(deepLink.headers()['content-type']).toContain('text/html');
  expect((await request.get('/missing-chunk.0123456789.js')).status()).toBe(404);

  const manifestUrl = remotes.mf_public!;
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const remoteEntry = await request.get(new URL('remoteEntry.js', manifestUrl).href);
  expect(remoteEntry.headers()['cache-control']).toBe('no-cache');

  const [chunk] = chunksOnlyUsedBy('mf-public', './Gallery');
  const hashed = await request.get(new URL(chunk!, manifestUrl).href);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
