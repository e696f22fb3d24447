import { Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { MESSAGES } from 'shared-contracts';
import { clientBucket } from './common/client-address.js';
import { AppConfigModule } from './config/config.module.js';
import { CanaryWatchModule } from './canary-watch/canary-watch.module.js';
import { EnvironmentVariables } from './config/env.js';
import { ContentModule } from './content/content.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DatabaseModule } from './database/database.module.js';
import { GalleryModule } from './gallery/gallery.module.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { SharedThrottlerStorage } from './rate-limit/shared-throttler-storage.js';
import { ReadCacheModule } from './read-cache/read-cache.module.js';
import { RedisModule } from './redis/redis.module.js';
import { RedisService } from './redis/redis.service.js';
import { ReplyTemplatesModule } from './reply-templates/reply-templates.module.js';
import { RequestPipelineModule } from './request-pipeline.module.js';
import { ServiceAreaModule } from './service-area/service-area.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { StorageModule } from './storage/storage.module.js';
import { VisitorTelemetryModule } from './visitor-telemetry/visitor-telemetry.module.js';

@Module({})
export class AppModule {
  /** `envOverrides` replace process.env values (tests, bench); validation fails here, before Nest starts. */
  static forRoot(envOverrides: Record<string, string | undefined> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(envOverrides),
        ObservabilityModule.forRoot(envOverrides),
        DatabaseModule,
        RedisModule,
        ReadCacheModule,
        StorageModule,
        // Only routes that opt in with @UseGuards(ThrottlerGuard) are limited (the public quote form).
        ThrottlerModule.forRootAsync({
          inject: [EnvironmentVariables, RedisService],
          useFactory: (env: EnvironmentVariables, redis: RedisService) => ({
            // With REDIS_URL the counters are shared by every instance (in memory while Redis is away).
            ...(redis.client ? { storage: new SharedThrottlerStorage(redis) } : {}),
            // Named 'default' because the guard only then sends the standard Retry-After header (others get a
            // '-<name>' suffix no client reads); the only limited route is the quote form anyway.
            throttlers: [{ name: 'default', ttl: env.THROTTLE_TTL_MS, limit: env.THROTTLE_LIMIT }],
            skipIf: () => !env.THROTTLE_ENABLED,
            // A host's IPv6 /64 and both its loopback addresses are one client (req.ip: see TRUST_PROXY).
            getTracker: (req: Record<string, unknown>) => clientBucket(req.ip as string | undefined),
            errorMessage: (_context, limit) => MESSAGES.quote.tooManyRequestsRetryIn(limit.timeToBlockExpire),
          }),
        }),
        RequestPipelineModule,
        HealthModule,
        ContentModule,
        GalleryModule,
        InquiriesModule,
        ReplyTemplatesModule,
        DashboardModule,
        ServiceAreaModule,
        SettingsModule,
        VisitorTelemetryModule,
        CanaryWatchModule,
      ],
    };
  }
}
