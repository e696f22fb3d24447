/**
 * What a release is (issue 46), in any store: an immutable, versioned copy of a package's build.
 *
 *   public/<package>/<version>/...        its dist/: what browsers load (serve this tree, e.g. from a CDN); its
 *                                         mf-manifest.json states <version> as its buildVersion
 *   server/<package>/<version>/...        its dist-server/ when it has one: first-view renderers, never public
 *   releases/<package>/<version>/SHA256SUMS       sha256 of every file above (`sha256sum -c` format)
 *   releases/<package>/<version>/release.json     the manifest below, written last: a release exists once it does
 *
 * public/ and server/ mirror each other's paths, so FIRST_VIEW_RENDERERS can map the public origin to server/
 * (docs/releases.md).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ReleaseStore } from './store';

/** The two folders of a build that a release keeps, and the store tree each goes to. */
const PARTS = { dist: 'public', 'dist-server': 'server' } as const;
type Part = keyof typeof PARTS;

export interface ReleaseManifest {
  package: string;
  version: string;
  /** The git commit it was built from, and whether the package's folder had uncommitted changes. */
  commit: string;
  dirty: boolean;
  createdAt: string;
  /** The contract versions the build records: its federation declaration, first-view renderer, API usage. */
  contracts: { federation?: number; firstPaint?: number; api?: string };
  /** Its files, as `dist/...` and `dist-server/...`, with their sha256 (the same as SHA256SUMS). */
  files: Record<string, string>;
}

export interface Build {
  package: string;
  version: string;
  commit: string;
  dirty: boolean;
  createdAt: Date;
  /** The folder holding dist/ (and dist-server/ when there is one). */
  dir: string;
}

export class ReleaseRefused extends Error {}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

const metaKey = (pkg: string, version: string, file: string) => `releases/${pkg}/${version}/${file}`;

/** The store key of a release's file named `dist/...` or `dist-server/...`. */
export function fileKey(pkg: string, version: string, file: string): string {
  const [part, ...rest] = file.split('/');
  return `${PARTS[part as Part]}/${pkg}/${version}/${rest.join('/')}`;
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const part of Object.keys(PARTS) as Part[]) {
    const root = path.join(dir, part);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && part === 'dist-server') return [];
        if (error.code === 'ENOENT')
          throw new ReleaseRefused(`${root} does not exist: build the package first`);
        throw error;
      },
    );
    for (const entry of entries.filter((candidate) => candidate.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(`${part}/${path.relative(root, file).split(path.sep).join('/')}`, await readFile(file));
    }
  }
  return files;
}

function json(body: Buffer | undefined): Record<string, unknown> | undefined {
  try {
    return body ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The contract versions a build states: in its module federation manifest and its API usage record. */
function contractsOf(files: Map<string, Buffer>): ReleaseManifest['contracts'] {
  const declaration = (json(files.get('dist/mf-manifest.json'))?.metaData as { declaration?: unknown })
    ?.declaration as { contract?: number; firstPaint?: { contract?: number } } | undefined;
  const usage = json(files.get('dist/api-usage.json')) as { contract?: string } | undefined;
  return {
    ...(declaration?.contract !== undefined ? { federation: declaration.contract } : {}),
    ...(declaration?.firstPaint?.contract !== undefined
      ? { firstPaint: declaration.firstPaint.contract }
      : {}),
    ...(usage?.contract !== undefined ? { api: usage.contract } : {}),
  };
}

/**
 * The release's mf-manifest.json states the release's version as its build version (the packages' own versions are
 * never bumped, so every build says 1.0.0): the shell reports it with each visitor's error and vital, which is how a
 * canary's reports are told from the stable version's (issue 46). Nothing else in the file changes.
 */
function stampVersion(files: Map<string, Buffer>, version: string): Map<string, Buffer> {
  const manifest = json(files.get('dist/mf-manifest.json')) as
    { metaData?: { buildInfo?: { buildVersion?: string } } } | undefined;
  const buildInfo = manifest?.metaData?.buildInfo;
  if (!buildInfo) return files;
  buildInfo.buildVersion = version;
  const body = Buffer.from(JSON.stringify(manifest));
  const stamped = new Map(files).set('dist/mf-manifest.json', body);
  // Its precompressed twins (what static servers send a browser that accepts them) say the same.
  if (files.has('dist/mf-manifest.json.br'))
    stamped.set('dist/mf-manifest.json.br', brotliCompressSync(body));
  if (files.has('dist/mf-manifest.json.gz'))
    stamped.set('dist/mf-manifest.json.gz', gzipSync(body, { level: 9 }));
  return stamped;
}

const contentType = (file: string) =>
  ({
    '.json': 'application/json',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
    '.png': 'image/png',
    '.webp': 'image/webp',
  })[path.extname(file)] ?? 'application/octet-stream';

export async function readManifest(
  store: ReleaseStore,
  pkg: string,
  version: string,
): Promise<ReleaseManifest | undefined> {
  return json(await store.read(metaKey(pkg, version, 'release.json'))) as ReleaseManifest | undefined;
}

/** Writes a build as a new release; refuses a version the store already holds. */
export async function publish(store: ReleaseStore, build: Build): Promise<ReleaseManifest> {
  const { package: pkg, version } = build;
  const refusal = new ReleaseRefused(
    `${pkg} ${version} is already in ${store.location}: a release is never overwritten (build again for a new version)`,
  );
  if (await readManifest(store, pkg, version)) throw refusal;
  const files = stampVersion(await filesOf(build.dir), version);
  const manifest: ReleaseManifest = {
    package: pkg,
    version,
    commit: build.commit,
    dirty: build.dirty,
    createdAt: build.createdAt.toISOString(),
    contracts: contractsOf(files),
    files: Object.fromEntries([...files].map(([file, body]) => [file, sha256(body)])),
  };
  for (const [file, body] of files) await store.write(fileKey(pkg, version, file), body, contentType(file));
  const sums = Object.entries(manifest.files)
    .map(([file, hash]) => `${hash}  ${file}\n`)
    .join('');
  await store.write(metaKey(pkg, version, 'SHA256SUMS'), Buffer.from(sums), 'text/plain');
  const body = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
  if (!(await store.create(metaKey(pkg, version, 'release.json'), body, 'application/json'))) throw refusal;
  return manifest;
}

/** The files of a release whose content is not what its manifest says (missing or changed). */
export async function damagedFiles(store: ReleaseStore, manifest: ReleaseManifest): Promise<string[]> {
  const damaged: string[] = [];
  for (const [file, hash] of Object.entries(manifest.files)) {
    const body = await store.read(fileKey(manifest.package, manifest.version, file));
    if (!body || sha256(body) !== hash) damaged.push(file);
  }
  return damaged;
}

/** The releases of a package, oldest first. */
export async function listReleases(store: ReleaseStore, pkg: string): Promise<ReleaseManifest[]> {
  const keys = await store.list(`releases/${pkg}/`);
  const versions = keys.filter((key) => key.endsWith('/release.json')).map((key) => key.split('/')[2]!);
  const manifests = await Promise.all(versions.map((version) => readManifest(store, pkg, version)));
  return manifests
    .filter((manifest): manifest is ReleaseManifest => manifest !== undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
