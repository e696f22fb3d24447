/**
 * Where releases are kept (issue 46): a folder by default, an S3 bucket when RELEASE_STORE says so. Both offer the
 * same few operations on keys (paths with '/'); everything a release means (layout, manifest, immutability) is built
 * on them once, in releases.ts, so the two stores cannot drift apart. Which one is used: store-from-env.ts.
 */
export interface ReleaseStore {
  /** Where it is, for messages: a folder path or s3://bucket/prefix. */
  readonly location: string;
  read(key: string): Promise<Buffer | undefined>;
  /** Writes or replaces an object (a release's files, written before its manifest). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Writes an object that must not exist yet; false, and nothing written, when it does. */
  create(key: string, body: Buffer, contentType: string): Promise<boolean>;
  /** The keys under `folder` (which ends with '/'), whole. */
  list(folder: string): Promise<string[]>;
}
