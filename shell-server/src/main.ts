#!/usr/bin/env node
/**
 * The shell's production server, as production starts it (plain node on the compiled output, no loader):
 *
 *   node shell-server/dist/main.js --dist shell/dist --config /etc/alamo/config.json
 *
 * Tracing comes first, when configured (observability/tracing.ts): it hooks node:http before the server loads it, so
 * the server (serve.ts) is imported only after it.
 */
import { startTracing } from './observability/tracing.js';

const stopTracing = await startTracing();
const { serve } = await import('./serve.js');
await serve(stopTracing);
