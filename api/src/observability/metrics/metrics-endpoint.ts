import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics on the API's public port, for Prometheus with `Authorization: Bearer <METRICS_TOKEN>` (issue 45; why a
 * token rather than another port: docs/observability.md). Without METRICS_TOKEN it does not exist (404, like any
 * unknown path); with it, a request without the token gets 401 and learns nothing.
 */
export function metricsEndpoint(registry: Registry, token: string | undefined) {
  const expected = token && digest(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected || req.method !== 'GET') return next();
    // Compared as digests: the same length whatever was sent, so the time taken tells nothing about the token.
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ statusCode: 401, message: 'Unauthorized' });
      return;
    }
    registry.metrics().then(
      (text) => res.type(registry.contentType).send(text),
      (error: unknown) => next(error),
    );
  };
}
