import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { EnvironmentVariables, validateEnv } from './env.js';

const ENV_KEY = 'env';

/**
 * Wraps @nestjs/config: the environment is validated once (validateEnv) and then injected as the typed
 * EnvironmentVariables class, so no service reads process.env or untyped strings.
 */
@Global()
@Module({})
export class AppConfigModule {
  /** `overrides` lets tests and the bench start an app with other settings without touching process.env. */
  static forRoot(overrides: Record<string, string | undefined> = {}): DynamicModule {
    // Validated here, synchronously, so a bad value stops start-up before anything else is built.
    const env = validateEnv({ ...process.env, ...overrides });
    return {
      module: AppConfigModule,
      imports: [
        ConfigModule.forRoot({
          ignoreEnvFile: true,
          skipProcessEnv: true,
          load: [() => ({ [ENV_KEY]: env })],
        }),
      ],
      providers: [
        {
          provide: EnvironmentVariables,
          inject: [ConfigService],
          useFactory: (config: ConfigService) => config.getOrThrow<EnvironmentVariables>(ENV_KEY),
        },
      ],
      exports: [EnvironmentVariables],
    };
  }
}
