import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder. This file sits at src/config (tests) or dist/config (build): both are two levels down,
 * so relative defaults such as `.data/pglite` land in the same place whichever way the code runs.
 */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
