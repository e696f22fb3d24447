import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { FirstViewDrop } from '../first-view/first-view.js';

/** The shell server's Prometheus metrics (issue 45), in a registry of its own (tests start several servers). */
export function createShellMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route (page, /config.json, asset, not-found) and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const firstViews = new Counter({
    name: 'first_views_total',
    help: 'Public pages answered with their first view drawn, or dropped (sent undrawn) and why',
    labelNames: ['result', 'reason'] as const,
    registers: [registry],
  });
  return {
    registry,
    answered(labels: { method: string; route: string; status: string }, seconds: number): void {
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    drawn: () => firstViews.inc({ result: 'drawn', reason: '' }),
    dropped: (reason: FirstViewDrop['reason']) => firstViews.inc({ result: 'dropped', reason }),
  };
}

export type ShellMetrics = ReturnType<typeof createShellMetrics>;
