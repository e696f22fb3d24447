/**
 * The API's program. Tracing comes first, when configured (observability/tracing.ts): it hooks modules as they load,
 * so the app (serve.ts) is imported only after it.
 */
import { startTracing } from './observability/tracing.js';

await startTracing();
await import('./serve.js');
