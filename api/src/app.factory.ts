import { NestFactory } from '@nestjs/core';
import type { LoggerService, LogLevel } from '@nestjs/common';
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
  const module = AppModule.forRoot(options.env);
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
