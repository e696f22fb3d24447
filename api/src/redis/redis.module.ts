import { Global, Module } from '@nestjs/common';
import { RedisService } from './redis.service.js';

/** The optional Redis shared by the instances of the API (REDIS_URL); see docs/several-instances.md. */
@Global()
@Module({
  providers: [RedisService],
  exports: [RedisService],
})
export class RedisModule {}
