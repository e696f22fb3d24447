import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A package's server renderer is a few MB: fetched again only when its remote's manifest changed (a deployment). */
const FETCH_TIMEOUT_MS = 10_000;

/**
 * Loads server modules (a remote's dist/server/first-paint.mjs) by URL, as the browser loads the remote's chunks: one
 * self-contained ES module (it imports Node's built-ins only). `version` is what says the remote was deployed again (its
 * manifest): the same version reuses the loaded module, a new one fetches the file again. A module that could not be
 * fetched is tried again on the next call. Node cannot unload a module: each deployment keeps its old copy in memory
 * until the server restarts, which deployments of the shell's server do.
 */
export function createServerModuleLoader(
  fetchText: (url: string) => Promise<string | undefined> = async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? response.text() : undefined;
  },
  importModule: (text: string) => Promise<unknown> = importText,
) {
  const loaded = new Map<string, { version: string; module: Promise<unknown> }>();
  return (url: string, version: string): Promise<unknown> => {
    const current = loaded.get(url);
    if (current?.version === version) return current.module;
    const module = fetchText(url)
      .then((text) => (text === undefined ? undefined : importModule(text)))
      .catch(() => undefined)
      .then((result) => {
        if (result === undefined && loaded.get(url)?.module === module) loaded.delete(url);
        return result;
      });
    loaded.set(url, { version, module });
    return module;
  };
}

/** Where fetched modules are written to be imported: Node's module loader reads files (a bundle's createRequire too). */
const MODULES_DIR = path.join(tmpdir(), 'masonry-server-modules');

/** Imports an ES module from its text, through a file named by the text's hash (the same text is one module). */
async function importText(text: string): Promise<unknown> {
  const file = path.join(MODULES_DIR, `${createHash('sha256').update(text).digest('hex')}.mjs`);
  await mkdir(MODULES_DIR, { recursive: true });
  await writeFile(file, text);
  return import(pathToFileURL(file).href);
}

/** The shell's own renderer, from its dist folder: loaded once per server start (the shell deploys with its server). */
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
