import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from './storage-driver.js';
import { IMAGE_CONTENT_TYPE, IMAGE_NAME } from './stored-image-names.js';

/** The headers every uploaded image is served with, whichever store holds it. */
export function setImageHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The shell runs on another origin and shows these images; helmet's default (same-origin) would block them.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** File names are random and never reused, so a year of caching is safe. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves /uploads/<name> from a bucket by streaming the object through the API (not a redirect to a public bucket
 * URL): image URLs stay the API's own, so they do not change with the store, the bucket can stay private, and every
 * response carries the same headers as the disk (nosniff, CSP, CORP, immutable caching) whatever the provider does.
 * Anything that is not one of our image names falls through to the JSON 404.
 */
export function serveStoredImages(driver: StorageDriver): RequestHandler {
  const logger = new Logger('StoredImages');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!IMAGE_NAME.test(name)) return next();
    driver.get(name).then(
      async (object) => {
        if (!object) return next();
        res.status(200);
        res.setHeader('Content-Type', IMAGE_CONTENT_TYPE);
        res.setHeader('Cache-Control', IMMUTABLE_CACHE);
        if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
        setImageHeaders(res);
        if (req.method === 'HEAD') {
          object.body.destroy();
          res.end();
          return;
        }
        await pipeline(object.body, res).catch((error: unknown) => {
          // Headers are gone already; cutting the response is all that is left to do.
          logger.warn(`Image ${name} was cut off: ${String(error)}`);
          res.destroy();
        });
      },
      (error: unknown) => {
        logger.warn(`Image store unavailable reading ${name}: ${String(error)}`);
        next(new ServiceUnavailableException('The image store is unavailable, try again shortly'));
      },
    );
  };
}
