import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { MESSAGES } from 'shared-contracts';
import { AuthModule } from './auth/auth.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { AppConfigModule } from './config/config.module.js';
import { EnvironmentVariables } from './config/env.js';
import { ContentModule } from './content/content.module.js';
import { DatabaseModule } from './database/database.module.js';
import { GalleryModule } from './gallery/gallery.module.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { ServiceAreaModule } from './service-area/service-area.module.js';

@Module({})
export class AppModule {
  /** `envOverrides` replace process.env values (tests, bench); validation fails here, before Nest starts. */
  static forRoot(envOverrides: Record<string, string | undefined> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(envOverrides),
        DatabaseModule,
        // Only routes that opt in with @UseGuards(ThrottlerGuard) are limited (the public quote form).
        ThrottlerModule.forRootAsync({
          inject: [EnvironmentVariables],
          useFactory: (env: EnvironmentVariables) => ({
            throttlers: [{ name: 'quote', ttl: env.THROTTLE_TTL_MS, limit: env.THROTTLE_LIMIT }],
            skipIf: () => !env.THROTTLE_ENABLED,
            errorMessage: MESSAGES.quote.tooManyRequests,
          }),
        }),
        AuthModule,
        HealthModule,
        ContentModule,
        GalleryModule,
        InquiriesModule,
        ServiceAreaModule,
      ],
      providers: [
        // Registered as providers (not app.useGlobal*) so Test.createTestingModule apps get them too.
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
