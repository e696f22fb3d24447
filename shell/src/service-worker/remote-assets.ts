/** The parts of a Module Federation mf-manifest.json that say which files a remote's pages load. */
export interface RemoteManifest {
  name: string;
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: { assets: ManifestAssets }[];
  shared: { assets: ManifestAssets }[];
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

function isRemoteManifest(value: unknown): value is RemoteManifest {
  const manifest = value as Partial<RemoteManifest> | null;
  return (
    typeof manifest?.name === 'string' &&
    typeof manifest.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes) &&
    Array.isArray(manifest.shared)
  );
}

/** Parses a manifest body; undefined when it is not one (an error page, a truncated file). */
export function parseRemoteManifest(text: string): RemoteManifest | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRemoteManifest(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const joinPath = (...parts: string[]) =>
  parts
    .filter((part) => part !== '')
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .join('/');

/**
 * Every file a remote needs to render any of its pages: remoteEntry.js and, for each expose and each shared module it
 * may provide, its JS and CSS (sync and async). URLs are absolute: publicPath 'auto' (ours) means "beside the
 * manifest", as the MF runtime resolves it.
 */
export function remoteAssetUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const files = [
    joinPath(remoteEntry.path, remoteEntry.name),
    ...[...manifest.exposes, ...manifest.shared].flatMap(({ assets }) => [
      ...assets.js.sync,
      ...assets.js.async,
      ...assets.css.sync,
      ...assets.css.async,
    ]),
  ];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}
