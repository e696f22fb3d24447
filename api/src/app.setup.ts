import type { NestExpressApplication, NestExpressBodyParserOptionsFor } from '@nestjs/platform-express';
import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { mkdirSync } from 'node:fs';
import { refuseDeepJson } from './common/json-depth.js';
import type { EnvironmentVariables } from './config/env.js';
import { deprecationHeadersMiddleware } from './openapi/deprecation-headers.js';
import { observeHttp } from './observability/observe-http.js';
import { openApiSetup, serveOpenApi } from './openapi/openapi.setup.js';
import { serveStoredImages, setImageHeaders } from './storage/serve-stored-images.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver.js';
import { QUOTE_PHOTO_NAME } from './storage/stored-image-names.js';

export const GLOBAL_PREFIX = 'api';
export const UPLOADS_ROUTE = '/uploads';

/**
 * Security headers for a JSON API (OWASP REST cheat sheet): nothing may be framed, run or loaded from a response,
 * and HTTPS is sticky. Helmet's document-oriented headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, ...) protect HTML pages, which this API does not serve except the docs (see DOCS_SECURITY_HEADERS);
 * leaving them out keeps every response ~450 bytes lighter on the hot public reads.
 */
const API_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};
/** The Swagger UI page runs its own scripts and styles: helmet's document defaults, which allow same-origin ones. */
const DOCS_SECURITY_HEADERS: HelmetOptions = {};

/** HTTP-level setup shared by main.ts, the tests and the bench, so all three run the same app. */
export function configureApp(app: NestExpressApplication, env: EnvironmentVariables): void {
  // Off by default: req.ip is then the socket address and X-Forwarded-For is ignored (see TRUST_PROXY).
  app.set('trust proxy', env.trustProxy);
  // Probes, metrics, the request log: before the traffic check, which judges the site's contract only.
  observeHttp(app);
  const openApi = openApiSetup(app, env);
  // First, so that it sees every answer, the body parser's refusals included (issue 43).
  if (openApi.trafficCheck) app.use(openApi.trafficCheck);
  // Before anything that may answer, so that a deprecated operation's refusals announce it too.
  const deprecation = deprecationHeadersMiddleware();
  if (deprecation) app.use(deprecation);
  // Hashing every JSON body for an ETag costs more than it saves: the spec's client never revalidates.
  app.set('etag', false);
  app.use(helmet(API_SECURITY_HEADERS));
  app.enableCors({
    origin: env.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // If-None-Match: the inbox's conditional polls; Idempotency-Key: the quote form's retries.
    // traceparent: the page's trace, so a visitor's calls share the request id of the page's first view (issue 45).
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Idempotency-Key', 'traceparent'],
    // A script reads a response header only when it is exposed: the ETag it revalidates with, the replay marker,
    // and the wait of a 429 (the quote photo picker says how long, issue 31).
    exposedHeaders: ['ETag', 'Idempotent-Replayed', 'Retry-After'],
    maxAge: 600,
  });
  // Replaces Nest's default JSON parser (same limits) with one that refuses deep nesting before parsing. Nest's type
  // leaves `verify` out only because its rawBody option would replace it; this app does not use rawBody.
  app.useBodyParser('json', { verify: refuseDeepJson } as NestExpressBodyParserOptionsFor<'json'>);
  app.setGlobalPrefix(GLOBAL_PREFIX);

  const images = app.get<StorageDriver>(STORAGE_DRIVER);
  if (images.kind === 'disk') {
    mkdirSync(env.UPLOADS_DIR, { recursive: true });
    const serveDisk = express.static(env.UPLOADS_DIR, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      // File names are random and never reused, so a year of caching is safe (the same header as serveStoredImages sends).
      maxAge: '365d',
      immutable: true,
      setHeaders: setImageHeaders,
    });
    // Visitors' quote photos share the folder but are private (issue 31): only the staff route streams them.
    app.use(UPLOADS_ROUTE, (req: express.Request, res: express.Response, next: express.NextFunction) =>
      QUOTE_PHOTO_NAME.test(req.path.slice(1)) ? next() : serveDisk(req, res, next),
    );
  } else {
    // The bucket's objects, streamed with the same headers (see serveStoredImages for why not a redirect).
    app.use(UPLOADS_ROUTE, serveStoredImages(images));
  }

  serveOpenApi(app, openApi, {
    enabled: env.swaggerEnabled,
    path: `${GLOBAL_PREFIX}/docs`,
    headers: helmet(DOCS_SECURITY_HEADERS),
  });
}
