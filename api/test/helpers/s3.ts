import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials; the API's S3 client finds them in the environment, as the SDK chain does in production. */
const S3RVER_KEY = 'S3RVER';

export interface LocalS3 {
  /** S3_* settings for an API instance using the bucket. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string };
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver) on a free port, with one empty bucket, its objects in a temporary folder. The
 * API talks to it with the real @aws-sdk/client-s3, exactly as to AWS, R2 or MinIO.
 */
export async function startLocalS3(bucket = 'test-images'): Promise<LocalS3> {
  process.env.AWS_ACCESS_KEY_ID ??= S3RVER_KEY;
  process.env.AWS_SECRET_ACCESS_KEY ??= S3RVER_KEY;
  const directory = mkdtempSync(join(tmpdir(), 'api-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
