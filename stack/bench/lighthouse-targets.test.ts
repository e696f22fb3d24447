import { median, medianMetrics, missedTargets, type RouteMetrics } from './lighthouse-targets';

const onTarget: RouteMetrics = {
  performance: 97,
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 90,
  jsKiB: 120,
  antdScripts: [],
};

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3400, 1200, 2100])).toBe(2100);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('medianMetrics', () => {
  it('takes each metric’s own median and keeps an antd chunk seen in any run', () => {
    const runs: RouteMetrics[] = [
      { performance: 60, lcpMs: 3500, cls: 0.4, tbtMs: 600, jsKiB: 150, antdScripts: [] },
      { performance: 70, lcpMs: 3300, cls: 0.5, tbtMs: 350, jsKiB: 149, antdScripts: ['http://x/antd.js'] },
      { performance: 64, lcpMs: 3700, cls: 0.42, tbtMs: 410, jsKiB: 151, antdScripts: [] },
    ];
    expect(medianMetrics(runs)).toEqual({
      performance: 64,
      lcpMs: 3500,
      cls: 0.42,
      tbtMs: 410,
      jsKiB: 150,
      antdScripts: ['http://x/antd.js'],
    });
  });
});

describe('missedTargets', () => {
  it('passes a route on every target, limits included', () => {
    expect(missedTargets('/', onTarget)).toEqual([]);
    expect(
      missedTargets('/', { ...onTarget, performance: 95, lcpMs: 1800, cls: 0.02, tbtMs: 150, jsKiB: 140 }),
    ).toEqual([]);
  });

  it('names every missed target of a route', () => {
    expect(
      missedTargets('/gallery', { ...onTarget, performance: 94, lcpMs: 1801, cls: 0.021, tbtMs: 151 }),
    ).toEqual([
      '/gallery: performance 94 < 95',
      '/gallery: LCP 1801 ms > 1800 ms',
      '/gallery: CLS 0.021 > 0.02',
      '/gallery: TBT 151 ms > 150 ms',
    ]);
  });

  it('holds only / to the JS budget and the no-antd rule', () => {
    const heavy = {
      ...onTarget,
      jsKiB: 180.25,
      antdScripts: ['http://127.0.0.1:3001/vendors-node_modules_antd_es.js'],
    };
    expect(missedTargets('/contact', heavy)).toEqual([]);
    expect(missedTargets('/', heavy)).toEqual([
      '/: JS 180.3 KiB > 140 KiB',
      '/: downloads an antd chunk: http://127.0.0.1:3001/vendors-node_modules_antd_es.js',
    ]);
  });
});
