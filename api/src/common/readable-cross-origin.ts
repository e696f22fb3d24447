import type { NextFunction, Request, Response } from 'express';

/**
 * Answers any origin may read (issue 44), for the public site's beacons (the quote funnel's, visitors' reports). A
 * page sends them with navigator.sendBeacon, a no-cors request from the shell's origin: helmet's
 * Cross-Origin-Resource-Policy (same-origin) made the browser block the answer and log an error on every visit. The
 * answer is an empty 204 (or a refusal), nothing worth protecting. A middleware, not a response header of the handler:
 * it runs before the throttler, the body parser and the pipes, so their refusals (429, 400) carry it too.
 */
export function answersReadableCrossOrigin(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
}
