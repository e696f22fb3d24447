import { journeyTimeReport } from './journey-times';

describe('journeyTimeReport', () => {
  const times = [
    { owner: 'composition', file: 'auth.spec.ts', durationMs: 4_000 },
    { owner: 'composition', file: 'auth.spec.ts', durationMs: 6_000 },
    { owner: 'mf-public', file: 'first-tap.spec.ts', durationMs: 30_000 },
    { owner: 'composition', file: 'routes.spec.ts', durationMs: 12_000 },
  ];

  it('sums worker time per owner, most expensive first, and names the slowest files', () => {
    expect(journeyTimeReport(times, 29_000, 2)).toEqual([
      'journey times: 4 journeys, 52 s of worker time in 29 s',
      '  mf-public: 30 s (1 journeys)',
      '  composition: 22 s (3 journeys)',
      '  slowest files:',
      '      30 s  mf-public/first-tap.spec.ts (1)',
      '      12 s  composition/routes.spec.ts (1)',
    ]);
  });
});
