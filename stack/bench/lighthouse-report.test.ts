import type { Result } from 'lighthouse';
import { metricsFromReport } from './lighthouse-report';

function report(overrides: Partial<Record<string, unknown>> = {}): Result {
  return {
    categories: { performance: { score: 0.637 } },
    audits: {
      'largest-contentful-paint': { numericValue: 3412.5 },
      'cumulative-layout-shift': { numericValue: 0.4163 },
      'total-blocking-time': { numericValue: 356 },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:3000/', resourceType: 'Document', transferSize: 2048 },
            { url: 'http://127.0.0.1:3000/main.js', resourceType: 'Script', transferSize: 10240 },
            {
              url: 'http://127.0.0.1:3001/vendors-node_modules_antd_es.js',
              resourceType: 'Script',
              transferSize: 5120,
            },
            { url: 'http://127.0.0.1:3001/page.css', resourceType: 'Stylesheet', transferSize: 4096 },
          ],
        },
      },
    },
    ...overrides,
  } as unknown as Result;
}

describe('metricsFromReport', () => {
  it('reads the score as Lighthouse shows it, the metrics, and the Script bytes as transferred', () => {
    expect(metricsFromReport(report())).toEqual({
      performance: 64,
      lcpMs: 3412.5,
      cls: 0.4163,
      tbtMs: 356,
      jsKiB: 15,
      antdScripts: ['http://127.0.0.1:3001/vendors-node_modules_antd_es.js'],
    });
  });

  it('rejects a run Lighthouse marked as failed', () => {
    const failed = report({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(() => metricsFromReport(failed)).toThrow('Lighthouse: NO_FCP The page did not paint any content.');
  });
});
