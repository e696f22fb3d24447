import { startLocalS3 as startServer, type LocalS3 } from 'stack/local-s3';

export type { LocalS3 };

/**
 * The local S3-protocol server for in-process API tests. Their S3 clients find the credentials in the environment,
 * as the SDK's default chain does in production.
 */
export async function startLocalS3(bucket = 'test-images'): Promise<LocalS3> {
  const s3 = await startServer(bucket);
  process.env.AWS_ACCESS_KEY_ID ??= s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY ??= s3.env.AWS_SECRET_ACCESS_KEY;
  return s3;
}
