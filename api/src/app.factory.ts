import { NestFactory } from '@nestjs/core';
import type { DynamicModule, LoggerService, LogLevel, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import { answerUnroutedRequestsWithJson } from './common/unrouted-requests.js';
import { EnvironmentVariables } from './config/env.js';

export interface CreateAppOptions {
  env?: Record<string, string | undefined>;
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds and initialises the API (migrations included) without listening; main.ts, tests and the bench use it. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Async so that an invalid environment, which forRoot throws, rejects like every other failed start.
  return createHttpApp(AppModule.forRoot(options.env), options);
}

/**
 * `module` with the API's HTTP setup around it (security headers, CORS, body parsers, the JSON answer of unrouted
 * requests); its guard, pipe and filter come from RequestPipelineModule. The API bench builds its trivial baseline
 * route with it, so that the baseline passes everything an API route passes.
 */
export async function createHttpApp(
  module: DynamicModule | Type,
  options: Pick<CreateAppOptions, 'logger'> = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    // Throw instead of process.exit so callers (tests, main) decide what a failed start means.
    abortOnError: false,
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  try {
    configureApp(app, app.get(EnvironmentVariables));
    await app.init();
    answerUnroutedRequestsWithJson(app);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
