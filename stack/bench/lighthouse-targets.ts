/**
 * The public-site targets (issue "Public site on a phone") and the arithmetic of the Lighthouse bench: medians of
 * the runs of a route and the list of missed targets. Pure, so it is unit-tested without a browser.
 */

/** What Lighthouse measured on one route (one run, or the per-metric median of the runs). */
export interface RouteMetrics {
  /** Performance score as Lighthouse shows it, 0-100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script bytes as transferred (gzip), in KiB. */
  jsKiB: number;
  /** URLs of the antd chunks the page downloaded. */
  antdScripts: string[];
}

export const TARGETS = {
  minPerformance: 95,
  maxLcpMs: 1800,
  maxCls: 0.02,
  maxTbtMs: 150,
  /** The home page in each language (`/`, `/es`): the first page of most visitors. */
  maxHomeJsKiB: 140,
} as const;

export const HOME_ROUTES: readonly string[] = ['/', '/es'];

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each metric's median over the runs, independently (TBT varies with CPU load, CLS does not, so no single run is
 * "the" median run). An antd chunk seen in any run counts.
 */
export function medianMetrics(runs: readonly RouteMetrics[]): RouteMetrics {
  const of = (pick: (run: RouteMetrics) => number) => median(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    jsKiB: of((r) => r.jsKiB),
    antdScripts: [...new Set(runs.flatMap((r) => r.antdScripts))],
  };
}

/** One line per missed target, empty when the route meets all of them. */
export function missedTargets(route: string, metrics: RouteMetrics): string[] {
  const misses: string[] = [];
  if (metrics.performance < TARGETS.minPerformance)
    misses.push(`performance ${metrics.performance} < ${TARGETS.minPerformance}`);
  if (metrics.lcpMs > TARGETS.maxLcpMs)
    misses.push(`LCP ${Math.round(metrics.lcpMs)} ms > ${TARGETS.maxLcpMs} ms`);
  if (metrics.cls > TARGETS.maxCls) misses.push(`CLS ${metrics.cls.toFixed(3)} > ${TARGETS.maxCls}`);
  if (metrics.tbtMs > TARGETS.maxTbtMs)
    misses.push(`TBT ${Math.round(metrics.tbtMs)} ms > ${TARGETS.maxTbtMs} ms`);
  if (HOME_ROUTES.includes(route)) {
    if (metrics.jsKiB > TARGETS.maxHomeJsKiB)
      misses.push(`JS ${metrics.jsKiB.toFixed(1)} KiB > ${TARGETS.maxHomeJsKiB} KiB`);
    for (const url of metrics.antdScripts) misses.push(`downloads an antd chunk: ${url}`);
  }
  return misses.map((miss) => `${route}: ${miss}`);
}
