import type { Result } from 'lighthouse';
import type { RouteMetrics } from './lighthouse-targets';

const ANTD_CHUNK = /antd|ant-design/i;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function numericAudit(report: Result, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no value for ${id}`);
  return value;
}

function networkRequests(report: Result): NetworkRequest[] {
  const details = report.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse report has no network-requests table');
  return details.items as unknown as NetworkRequest[];
}

/** The figures the bench compares with the targets. Throws on a run Lighthouse itself marked as failed. */
export function metricsFromReport(report: Result): RouteMetrics {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse computed no performance score');
  const scripts = networkRequests(report).filter((request) => request.resourceType === 'Script');
  return {
    performance: Math.round(score * 100),
    lcpMs: numericAudit(report, 'largest-contentful-paint'),
    cls: numericAudit(report, 'cumulative-layout-shift'),
    tbtMs: numericAudit(report, 'total-blocking-time'),
    jsKiB: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    antdScripts: scripts.map((request) => request.url).filter((url) => ANTD_CHUNK.test(url)),
  };
}
