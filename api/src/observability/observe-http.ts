import type { NestExpressApplication } from '@nestjs/platform-express';
import { pinoHttp } from 'pino-http';
import { Logger } from 'nestjs-pino';
import { healthProbes } from '../health/probes.js';
import { ProbesService } from '../health/probes.service.js';
import { requestLogOptions } from './logging/api-logger.js';
import { metricsEndpoint } from './metrics/metrics-endpoint.js';
import { ApiMetrics } from './metrics/api-metrics.js';
import { requestMetrics } from './metrics/request-metrics.js';
import { API_LOGGER, OBSERVABILITY_SETTINGS, type ObservabilitySettings, type Pino } from './observability.module.js';

/**
 * Mounts, ahead of everything else: the probes and /metrics (answered at once, unlogged), then the request log and
 * the request metrics, so that refusals made before routing (the body parser's 413, CORS) are logged and counted too.
 * An app built without ObservabilityModule (the API bench's baseline) is left as it is.
 */
export function observeHttp(app: NestExpressApplication): void {
  let settings: ObservabilitySettings;
  try {
    settings = app.get<ObservabilitySettings>(OBSERVABILITY_SETTINGS, { strict: false });
  } catch {
    return;
  }
  const metrics = app.get(ApiMetrics, { strict: false });
  app.useLogger(app.get(Logger, { strict: false }));
  app.use(healthProbes(app.get(ProbesService, { strict: false })));
  app.use('/metrics', metricsEndpoint(metrics.registry, settings.metricsToken));
  app.use(pinoHttp(requestLogOptions(app.get<Pino>(API_LOGGER, { strict: false }))));
  app.use(requestMetrics(metrics));
}
