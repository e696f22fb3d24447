import type { VisitorMetric } from 'shared-contracts';

/**
 * Web vitals are stored as histograms with buckets 10% wide (a percentile read from them is at most 10% high), so a
 * day of any number of page loads is a few dozen rows per route. CLS, a score around 0.1, is counted in thousandths.
 */
const GROWTH = 1.1;
const scale = (metric: VisitorMetric) => (metric === 'CLS' ? 1000 : 1);

/** Bucket 0 holds values under one unit (CLS under 0.001: no shift); bucket b > 0 holds (GROWTH^(b-2), GROWTH^(b-1)]. */
export function vitalBucket(metric: VisitorMetric, value: number): number {
  const units = value * scale(metric);
  return units < 1 ? 0 : 1 + Math.ceil(Math.log(units) / Math.log(GROWTH) - 1e-9);
}

/** The upper edge of a bucket, in the metric's own unit (ms, or the CLS score), rounded as the page shows it. */
export function vitalBucketValue(metric: VisitorMetric, bucket: number): number {
  if (bucket === 0) return 0;
  const value = GROWTH ** (bucket - 1) / scale(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}
