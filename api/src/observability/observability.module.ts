import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import { createApiLogger, requestLogOptions } from './logging/api-logger.js';
import { ApiMetrics } from './metrics/api-metrics.js';
import { observabilitySettings, type ObservabilitySettings } from './observability-settings.js';
import { stopTracing } from './tracing.js';

export const OBSERVABILITY_SETTINGS = Symbol('ObservabilitySettings');
export const API_LOGGER = Symbol('ApiLogger');

/**
 * Logs, metrics and their settings (issue 45). The request log and metrics middlewares are mounted by observeHttp
 * (observe-http.ts), first of all, so they see every answer; nestjs-pino's module then only binds each request's
 * logger (`useExisting`), so Nest's Logger calls inside a request carry its request id.
 */
@Global()
@Module({})
export class ObservabilityModule implements OnApplicationShutdown {
  static forRoot(envOverrides: Record<string, string | undefined> = {}): DynamicModule {
    const settings = observabilitySettings({ ...process.env, ...envOverrides });
    const logger = createApiLogger(settings);
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot({ pinoHttp: requestLogOptions(logger), useExisting: true })],
      providers: [
        { provide: OBSERVABILITY_SETTINGS, useValue: settings },
        { provide: API_LOGGER, useValue: logger },
        ApiMetrics,
      ],
      exports: [OBSERVABILITY_SETTINGS, API_LOGGER, ApiMetrics],
    };
  }

  constructor(@Inject(API_LOGGER) private readonly logger: Pino) {}

  /** The last requests' spans, and log lines still buffered (JSON goes out asynchronously), would be lost otherwise. */
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
    await new Promise<void>((done) => this.logger.flush(() => done()));
  }
}

export type { ObservabilitySettings, Pino };
