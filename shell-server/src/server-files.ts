/**
 * Where a package's server-only build output goes (issue 25): `dist-server/` beside `dist/`, never inside it, so
 * whatever publishes `dist/` (a static CDN, the launcher's static servers) cannot publish a renderer by mistake. The
 * server that draws first views fetches a remote's renderer from the private origin its own settings name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT_CONTRACT, type FirstPaintDeclaration } from 'shared-contracts';

export const SERVER_DIST_DIR = 'dist-server';
/** A package's first-view renderer, in its SERVER_DIST_DIR. */
export const FIRST_PAINT_FILE = 'first-paint.mjs';

export const sha256Hex = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/**
 * What a remote's manifest states about its renderer: the contract it implements and the SHA-256 of its file, read
 * from `<dir>/dist-server/first-paint.mjs` as just built. Undefined for a package without a renderer.
 */
export function firstPaintDeclarationOf(dir: string): FirstPaintDeclaration | undefined {
  const file = path.join(dir, SERVER_DIST_DIR, FIRST_PAINT_FILE);
  if (!existsSync(file)) return undefined;
  return { contract: FIRST_PAINT_CONTRACT, sha256: sha256Hex(readFileSync(file)) };
}
