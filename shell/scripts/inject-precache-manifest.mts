/**
 * Post-build step: writes the list of shell files to precache (src/service-worker/precache-files.ts, each with its
 * revision hash) into dist/sw.js, built by rspack.sw.config.ts. Runs last: it lists what the other steps wrote.
 */
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { PRECACHE_FILES } from '../src/service-worker/precache-files.ts';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const worker = path.join(dist, 'sw.js');
const { count, size, warnings } = await injectManifest({
  globDirectory: dist,
  ...PRECACHE_FILES,
  swSrc: worker,
  swDest: worker,
});
for (const warning of warnings) console.warn(warning);
console.log(`sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB)`);
