import { ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { ProbesService } from './probes.service.js';

/** Where the load balancer asks (outside /api: operations of the deployment, not of the site's contract). */
export const LIVENESS_PATH = '/health/live';
export const READINESS_PATH = '/health/ready';

/** GET /health/live and /health/ready, answered before anything else of the app runs (docs/observability.md). */
export function healthProbes(probes: ProbesService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path !== LIVENESS_PATH && req.path !== READINESS_PATH) return next();
    res.set('Cache-Control', 'no-store');
    if (req.path === LIVENESS_PATH) {
      res.json({ status: 'ok' });
      return;
    }
    probes.readiness().then(
      (result) => res.json(result),
      (error: unknown) => {
        if (!(error instanceof ServiceUnavailableException)) return next(error);
        res.status(503).json(error.getResponse());
      },
    );
  };
}
