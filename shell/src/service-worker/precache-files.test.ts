/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { PRECACHE_FILES } from './precache-files';

/** File names as the shell's production build writes them (optimization.chunkIds 'named'). */
const PUBLIC_FILES = [
  'index.html',
  'main.09fc5a9a8d.js',
  'src_bootstrap_tsx.27e09c11c5.js',
  'src_bootstrap_tsx.8a2e32f3c6.css',
  'vendors-node_modules_react-dom_client_js.a2231bbd98.js',
  'web-kit_dist_index_js-_fd320.fbf51345a4.js',
  'images/home-hero-768.webp',
  'images/gallery/stamped-patio-400.webp',
  'images/gallery/outdoor-chimney.jpg',
];
const ONLINE_ONLY_FILES = [
  'sw.js',
  'robots.txt',
  'images/home-hero.jpg',
  'images/gallery/stamped-patio.jpg',
  'vendors-node_modules_antd_es_index_js.7e8ef0c1f1.js',
  'vendors-node_modules_ant-design_icons_es_index_js.7f0545c5f9.js',
  'vendors-node_modules_firebase_auth_dist_esm_index_esm_js.45cf7f2042.js',
  'web-kit_dist_firebase-session_index_js.dfac5fc93f.js',
  'src_features_admin-layout_AdminLayout_tsx.15114d1de4.js',
  'src_features_auth_login_LoginScreen_tsx.67ce0fe386.js',
];

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  for (const file of [...PUBLIC_FILES, ...ONLINE_ONLY_FILES]) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), file);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('precaches what public routes start with (HTML, shell JS/CSS, WebP photos), never the admin side or the worker', async () => {
  const { manifestEntries } = await getManifest({ globDirectory: dist, ...PRECACHE_FILES });
  const urls = (manifestEntries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url));
  expect(urls.sort()).toEqual([...PUBLIC_FILES].sort());
});
