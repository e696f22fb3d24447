import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sha256Hex } from '../server-files.js';

/** Where fetched modules are written to be imported: Node's module loader reads files (a bundle's createRequire too). */
const MODULES_DIR = path.join(tmpdir(), 'masonry-server-modules');

/**
 * Imports an ES module from its text (a remote's renderer: one self-contained module that imports Node's built-ins
 * only), through a file named by the text's hash, so the same text is one module. Node cannot unload a module: each
 * renderer version a server has used stays in its memory until it restarts, which a deployment of it does.
 */
export async function importModuleText(text: string): Promise<unknown> {
  const file = path.join(MODULES_DIR, `${sha256Hex(text)}.mjs`);
  await mkdir(MODULES_DIR, { recursive: true });
  await writeFile(file, text);
  return import(pathToFileURL(file).href);
}

/** The shell's own renderer, from its build: loaded once per server start (the shell deploys with its server). */
export function loadLocalModule(
  file: string,
  importFile: (file: string) => Promise<unknown> = (path) => import(pathToFileURL(path).href),
): () => Promise<unknown> {
  let module: Promise<unknown> | undefined;
  return () => {
    module ??= importFile(file).catch(() => {
      module = undefined;
      return undefined;
    });
    return module;
  };
}
