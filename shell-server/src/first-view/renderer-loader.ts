/**
 * A remote's first-view renderer, loaded as its deployed manifest declares it (issue 25). The renderer runs inside the
 * shell's server, so it is taken only
 * - from where this server's settings say the remote's server files are (`rendererOrigins`: the manifest's origin ->
 *   a private base URL, never the public folder, see ../server-files.ts);
 * - when it implements the renderer contract this server knows (`FIRST_PAINT_CONTRACT`);
 * - when its bytes have the SHA-256 the manifest states.
 * Otherwise the page goes out without a first view. Modules are kept by hash: a redeployed remote (a new hash in its
 * manifest, even in the same folder) is picked up on the next request that reads the manifest, and an unchanged one
 * is never fetched again.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FIRST_PAINT_CONTRACT, type FirstPaintDeclaration } from 'shared-contracts';
import { FIRST_PAINT_FILE, sha256Hex } from '../server-files.js';
import { importModuleText } from './server-modules.js';

/** A renderer is a few MB. */
const FETCH_TIMEOUT_MS = 10_000;
/** A renderer refused for its bytes is fetched again after this long (a deployment may still be uploading it). */
export const REFUSED_RETRY_MS = 10_000;

/** Manifest origin -> base URL of that origin's server files (https:, http: or file:), from the server's settings. */
export type RendererOrigins = Readonly<Record<string, string>>;

/**
 * Where the renderer of the remote whose manifest is at `manifestUrl` is fetched: the manifest's folder under the base
 * its origin maps to (`https://cdn.example.com/mf-public/1.4.2/mf-manifest.json` with `https://cdn.example.com` ->
 * `https://renderers.internal/` gives `https://renderers.internal/mf-public/1.4.2/first-paint.mjs`). Undefined for
 * an origin the settings do not list.
 */
export function rendererUrlOf(manifestUrl: string, origins: RendererOrigins): string | undefined {
  let manifest: URL;
  try {
    manifest = new URL(manifestUrl);
  } catch {
    return undefined;
  }
  const base = origins[manifest.origin];
  if (!base) return undefined;
  const folder = manifest.pathname.slice(0, manifest.pathname.lastIndexOf('/') + 1);
  return new URL(`.${folder}${FIRST_PAINT_FILE}`, base.endsWith('/') ? base : `${base}/`).href;
}

async function fetchBytes(url: string): Promise<Buffer | undefined> {
  if (url.startsWith('file:')) return readFile(fileURLToPath(url));
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
}

export interface RendererLoaderOptions {
  rendererUrlOf: (manifestUrl: string) => string | undefined;
  fetchBytes?: (url: string) => Promise<Buffer | undefined>;
  importModule?: (text: string) => Promise<unknown>;
  warn?: (message: string) => void;
  now?: () => number;
}

/** `(manifestUrl, declared)` -> the renderer module, or undefined when it is refused or cannot be loaded. */
export function createRendererLoader({
  rendererUrlOf,
  fetchBytes: fetchFile = fetchBytes,
  importModule = importModuleText,
  warn = (message) => console.warn(`[shell-server] ${message}`),
  now = Date.now,
}: RendererLoaderOptions) {
  const modules = new Map<string, Promise<unknown>>();
  const refusedAt = new Map<string, number>();
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  async function load(url: string, sha256: string): Promise<unknown> {
    const bytes = await fetchFile(url).catch(() => undefined);
    if (bytes === undefined) {
      warn(`${url} could not be fetched: no first views from it for now.`);
      return undefined;
    }
    if (sha256Hex(bytes) !== sha256) {
      warn(`${url} does not have the SHA-256 its manifest states (${sha256}): refused.`);
      return undefined;
    }
    return importModule(bytes.toString('utf8')).catch((error: unknown) => {
      warn(`${url} could not be imported: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  }

  return (manifestUrl: string, declared: FirstPaintDeclaration | undefined): Promise<unknown> => {
    if (!declared) {
      warnOnce(`${manifestUrl} declares no first-view renderer.`);
      return Promise.resolve(undefined);
    }
    if (declared.contract !== FIRST_PAINT_CONTRACT) {
      warnOnce(
        `${manifestUrl} declares a renderer of contract ${declared.contract}; this server knows ${FIRST_PAINT_CONTRACT}: refused.`,
      );
      return Promise.resolve(undefined);
    }
    const url = rendererUrlOf(manifestUrl);
    if (!url) {
      warnOnce(`${manifestUrl}: its origin is not one the renderer origins of this server list.`);
      return Promise.resolve(undefined);
    }
    const kept = modules.get(declared.sha256);
    if (kept) return kept;
    const refused = refusedAt.get(declared.sha256);
    if (refused !== undefined && now() - refused < REFUSED_RETRY_MS) return Promise.resolve(undefined);
    const module = load(url, declared.sha256).then((result) => {
      if (result === undefined) {
        modules.delete(declared.sha256);
        refusedAt.set(declared.sha256, now());
      }
      return result;
    });
    modules.set(declared.sha256, module);
    return module;
  };
}
