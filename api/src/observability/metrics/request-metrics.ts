import type { NextFunction, Request, Response } from 'express';
import { isProbe } from '../logging/api-logger.js';
import type { ApiMetrics } from './api-metrics.js';
import { routeOf } from './route-of.js';

/** Counts and times every answer by route template and status once it has gone; 429s are rate-limit refusals. */
export function requestMetrics(metrics: ApiMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isProbe(req.url)) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      metrics.requests.inc(labels);
      metrics.requestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (res.statusCode === 429) metrics.rateLimitRefusals.inc({ route: labels.route });
    });
    next();
  };
}
