import { Global, Logger, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { EnvironmentVariables } from '../config/env.js';
import { DiskStorageDriver } from './disk-storage.driver.js';
import { S3StorageDriver, s3OptionsOf } from './s3-storage.driver.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver.js';

/** The driver the environment asks for: the bucket when S3_BUCKET is set, else the UPLOADS_DIR folder. */
export function createStorageDriver(env: EnvironmentVariables): StorageDriver {
  if (!env.S3_BUCKET) return new DiskStorageDriver(env.UPLOADS_DIR);
  return new S3StorageDriver(s3OptionsOf(env, env.S3_BUCKET));
}

/** Provides STORAGE_DRIVER, where uploaded images are kept (see docs/several-instances.md). */
@Global()
@Module({
  providers: [
    {
      provide: STORAGE_DRIVER,
      inject: [EnvironmentVariables],
      useFactory: (env: EnvironmentVariables) => {
        const driver = createStorageDriver(env);
        new Logger('Storage').log(
          driver.kind === 's3' ? `Images in bucket ${env.S3_BUCKET}` : `Images in ${env.UPLOADS_DIR}`,
        );
        return driver;
      },
    },
  ],
  exports: [STORAGE_DRIVER],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_DRIVER) private readonly driver: StorageDriver) {}

  onApplicationShutdown(): void {
    if (this.driver instanceof S3StorageDriver) this.driver.destroy();
  }
}
