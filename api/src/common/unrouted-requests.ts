import { NotFoundException, type ArgumentsHost } from '@nestjs/common';
import type { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { ApiExceptionFilter } from './api-exception.filter.js';

/**
 * Nest answers what reaches /api; anything else (`/`, a missing `/uploads/` file, a bad body sent to no route) fell
 * through to Express' HTML pages. These last handlers give it the API's one JSON error shape too. Registered after
 * app.init(), so they sit behind every route Nest registered.
 */
export function answerUnroutedRequestsWithJson(app: NestExpressApplication): void {
  const filter = new ApiExceptionFilter();
  const adapter = app.getHttpAdapter() as ExpressAdapter;
  // The filter only writes the response, which is all this host offers.
  const hostOf = (res: Response) => ({ switchToHttp: () => ({ getResponse: () => res }) }) as ArgumentsHost;

  app.use((req: Request, res: Response) => {
    filter.catch(new NotFoundException(`Cannot ${req.method} ${req.path}`), hostOf(res));
  });
  // Errors of the global middleware (body parsers) for such paths; mapException turns them into HttpExceptions as
  // Nest does for its own routes.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    filter.catch(adapter.mapException(error), hostOf(res));
  });
}
