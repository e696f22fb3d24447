import { BadRequestException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { MESSAGES } from 'shared-contracts';

/** A report is a few hundred bytes; anything much larger is not one. */
const BEACON_BODY_LIMIT = '4kb';
const readText = express.text({ type: 'text/plain', limit: BEACON_BODY_LIMIT });

/**
 * navigator.sendBeacon sends a string as text/plain: a "simple" request the browser sends without a CORS preflight and
 * without reading the answer (application/json would need a preflight, which a beacon sent as the page unloads may
 * never finish). This reads such a body as the JSON it holds, so the route's DTO validates it as any JSON body; a text
 * that is not JSON is refused with the report's message.
 */
export function readBeaconBody(req: Request, res: Response, next: NextFunction): void {
  readText(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (typeof req.body !== 'string') return next();
    try {
      req.body = JSON.parse(req.body) as unknown;
      next();
    } catch {
      next(new BadRequestException(MESSAGES.visitorTelemetry.reportInvalid));
    }
  });
}
