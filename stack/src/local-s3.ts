import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts only these fixed credentials. */
const S3RVER_KEY = 'S3RVER';

export interface LocalS3 {
  /** The S3_* and AWS_* settings of an API instance that stores its images in the bucket. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver) on a free port with one empty bucket, its objects in a temporary folder, for
 * tests that run the API against object storage. The API talks to it with the real @aws-sdk/client-s3, as to AWS, R2
 * or MinIO.
 */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'local-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
