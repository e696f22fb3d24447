import { register } from 'node:module';
import { useActiveTraceId } from './trace-context.js';

/**
 * OpenTelemetry traces (issue 45), off unless an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or
 * OTEL_EXPORTER_OTLP_ENDPOINT, the SDK's own variables, as are OTEL_SERVICE_NAME and OTEL_BSP_SCHEDULE_DELAY): spans
 * of the incoming HTTP requests, express's routing and every PostgreSQL query, sent over OTLP/HTTP. Called by
 * main.ts before anything else is imported: the SDK must hook the modules before the app loads them, and an API
 * started without tracing loads none of it.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT) || env.OTEL_SDK_DISABLED === 'true')
    return false;
  // ESM modules (express as Nest imports it) are hooked by import-in-the-middle; CommonJS ones (pg) by require hooks.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }, { trace }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-express'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/api'),
    ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // The load balancer's probes and Prometheus' scrapes would be most of the traces, and say nothing.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(health\/|metrics)/.test(req.url ?? '') }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  useActiveTraceId(() => trace.getActiveSpan()?.spanContext().traceId);
  stop = () => sdk.shutdown();
  return true;
}

let stop = (): Promise<void> => Promise.resolve();

/** Sends the spans still buffered (ObservabilityModule calls it when the app shuts down). */
export const stopTracing = (): Promise<void> => stop();
