import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { EnvironmentVariables, EnvValidationError } from './config/env.js';
import { listen } from './http-server/listen.js';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  // SIGTERM/SIGINT run the shutdown hooks: the HTTP server drains, TypeORM and PGlite close.
  app.enableShutdownHooks();
  const env = app.get(EnvironmentVariables);
  await listen(app, env);
  const docs = env.swaggerEnabled ? ' (docs: /api/docs)' : '';
  Logger.log(`API listening on ${await app.getUrl()}${docs}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  if (error instanceof EnvValidationError) {
    console.error(error.message);
  } else {
    console.error('API failed to start:', error);
  }
  process.exit(1);
});
