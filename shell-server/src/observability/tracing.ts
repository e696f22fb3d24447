import { register } from 'node:module';
import { useActiveSpan } from './trace-context.js';

/**
 * OpenTelemetry traces of the shell server (issue 45), off unless an OTLP endpoint is configured
 * (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT, the SDK's own variables): a span per request,
 * sent over OTLP/HTTP. The fetches a first view makes carry the request's span as `traceparent` (trace-context.ts),
 * so the API's spans are its children. Called by main.ts before the server is imported; loads nothing when off.
 */
export async function startTracing(
  env: NodeJS.ProcessEnv = process.env,
): Promise<(() => Promise<void>) | undefined> {
  if (
    !(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT) ||
    env.OTEL_SDK_DISABLED === 'true'
  )
    return undefined;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { trace }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/api'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'shell-server',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(health\/|metrics)/.test(req.url ?? ''),
      }),
    ],
  });
  sdk.start();
  useActiveSpan(() => {
    const span = trace.getActiveSpan()?.spanContext();
    return span && { traceId: span.traceId, spanId: span.spanId };
  });
  return () => sdk.shutdown();
}
