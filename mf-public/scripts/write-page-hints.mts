/**
 * Post-build step: writes dist/page-hints.json (rspack cleans dist, so this runs after it), read next to the
 * remote's manifest by the server of the shell's HTML.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageImageHints } from '../src/lib/page-hints.ts';

const file = path.resolve(import.meta.dirname, '..', 'dist', 'page-hints.json');
writeFileSync(file, JSON.stringify(pageImageHints(), null, 2) + '\n');
console.log(`${path.relative(process.cwd(), file)} written`);
