/**
 * `npm run uploads:to-bucket -w api` (after `npm run build -w api`): copies the images in UPLOADS_DIR to the bucket
 * of S3_BUCKET (S3_ENDPOINT, S3_REGION, credentials from the AWS SDK chain), the one step to move an existing site
 * to object storage. Run it before starting the instances with S3_BUCKET; running it again copies only what is new.
 * The database keeps site-relative paths (/uploads/<name>), so no row changes.
 */
import { EnvValidationError, validateEnv } from '../config/env.js';
import { copyImages } from './copy-images.js';
import { DiskStorageDriver } from './disk-storage.driver.js';
import { S3StorageDriver, s3OptionsOf } from './s3-storage.driver.js';

let bucket: S3StorageDriver | undefined;
try {
  const env = validateEnv(process.env);
  if (!env.S3_BUCKET)
    throw new EnvValidationError('Set S3_BUCKET (and S3_ENDPOINT for a non-AWS provider) first');
  bucket = new S3StorageDriver(s3OptionsOf(env, env.S3_BUCKET));
  const report = await copyImages(new DiskStorageDriver(env.UPLOADS_DIR), bucket);
  console.log(
    `Copied ${report.copied.length} image file(s) from ${env.UPLOADS_DIR} to bucket ${env.S3_BUCKET}; ` +
      `${report.skipped.length} already there.`,
  );
} catch (error) {
  console.error(error instanceof EnvValidationError ? error.message : error);
  process.exitCode = 1;
} finally {
  bucket?.destroy();
}
