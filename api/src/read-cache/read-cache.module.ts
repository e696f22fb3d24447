import { Global, Module } from '@nestjs/common';
import { ReadCaches } from './read-caches.service.js';

/** The public read caches of content, gallery and service area, coherent across instances (see ReadCaches). */
@Global()
@Module({
  providers: [ReadCaches],
  exports: [ReadCaches],
})
export class ReadCacheModule {}
