/** Which release store the commands use, from the environment (issue 46). */
import path from 'node:path';
import { FolderStore } from './folder-store';
import { S3Store } from './s3-store';
import type { ReleaseStore } from './store';

type Env = Record<string, string | undefined>;

/**
 * RELEASE_STORE: unset, the repository's .releases/ folder; a path, that folder; s3://bucket[/prefix], a bucket, reached
 * with the settings the API's image storage uses (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_* credentials).
 */
export function releaseStoreFromEnv(env: Env, root: string): ReleaseStore {
  const setting = env.RELEASE_STORE?.trim();
  if (!setting) return new FolderStore(path.join(root, '.releases'));
  const s3 = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(setting);
  if (s3) {
    const endpoint = env.S3_ENDPOINT || undefined;
    return new S3Store({
      bucket: s3[1]!,
      prefix: s3[2] ? `${s3[2].replace(/\/+$/, '')}/` : '',
      region: env.S3_REGION || 'us-east-1',
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
    });
  }
  if (/^\w+:\/\//.test(setting))
    throw new Error(`RELEASE_STORE must be a folder or s3://bucket[/prefix], got "${setting}"`);
  return new FolderStore(path.resolve(root, setting));
}
