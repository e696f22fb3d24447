import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { RequestHandler } from 'express';
import { API_CONTRACT_VERSION } from 'shared-contracts';
import type { EnvironmentVariables } from '../config/env.js';
import { contractDocument } from './contract-document.js';
import { contractViolationRecorder } from './contract-violations.js';
import { contractTrafficCheck } from './traffic-check.js';

/** Where the API publishes its contract, in every environment: can-deploy reads the deployed API's here (issue 43). */
export const OPENAPI_DOCUMENT_ROUTE = '/api/openapi.json';

export interface OpenApiSetup {
  /** The document, built once on first use (after Nest has registered the routes). */
  documentOf(): OpenAPIObject;
  /** The contract check of traffic, when API_CONTRACT_CHECK is on: register it before anything that may answer. */
  trafficCheck?: RequestHandler;
}

export function openApiSetup(app: NestExpressApplication, env: EnvironmentVariables): OpenApiSetup {
  const config = new DocumentBuilder()
    .setTitle('Masonry site API')
    .setDescription(
      'Public site calls and the staff back office. Errors: { statusCode, message, error, code, params?, errors? } ' +
        'where code is stable (choose texts by it and params, never by the English message), message is the first ' +
        'failed rule and errors lists all of them; params: field, limit, retryAfterSeconds (docs/api.md). ' +
        'Versioning: docs/api.md (additive within a major version; removals are announced with Deprecation and Sunset).',
    )
    .setVersion(API_CONTRACT_VERSION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' })
    .build();
  let document: OpenAPIObject | undefined;
  const documentOf = () => (document ??= contractDocument(SwaggerModule.createDocument(app, config)));
  return {
    documentOf,
    trafficCheck: env.API_CONTRACT_CHECK
      ? contractTrafficCheck(documentOf, contractViolationRecorder(env.API_CONTRACT_VIOLATIONS_FILE))
      : undefined,
  };
}

/** Serves the document as JSON at OPENAPI_DOCUMENT_ROUTE, and with the Swagger UI at /api/docs when enabled. */
export function serveOpenApi(
  app: NestExpressApplication,
  setup: OpenApiSetup,
  ui: { enabled: boolean; path: string; headers: RequestHandler },
): void {
  app.use(OPENAPI_DOCUMENT_ROUTE, ((req, res, next) => {
    if (req.method !== 'GET' || req.path !== '/') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.json(setup.documentOf());
  }) as RequestHandler);
  if (!ui.enabled) return;
  app.use(`/${ui.path}`, ui.headers);
  SwaggerModule.setup(ui.path, app, setup.documentOf);
}
