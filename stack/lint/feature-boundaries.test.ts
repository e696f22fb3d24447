import { boundaryViolation, zoneOf } from './feature-boundaries.js';

const zone = (file: string) => zoneOf(`/repo/${file}`);
const verdict = (from: string, to: string) => boundaryViolation(zone(from), zone(to));

describe('feature boundaries', () => {
  it('reads the package, layer and feature of a path', () => {
    expect(zone('mf-public/src/features/quote/components/QuoteForm.tsx')).toEqual({
      pkg: '/repo/mf-public',
      layer: 'features',
      feature: 'quote',
    });
    expect(zone('mf-public/src/app/pages/HomePage.tsx')).toMatchObject({ layer: 'app' });
    expect(zone('mf-public/src/bootstrap.tsx')).toBeUndefined();
  });

  it.each([
    ['app composes features', 'mf-public/src/app/pages/HomePage.tsx', 'mf-public/src/features/quote/QuoteForm'],
    ['a feature uses its own parts', 'mf-public/src/features/quote/a.ts', 'mf-public/src/features/quote/b/c'],
    ['a feature uses shared components', 'mf-public/src/features/quote/a.ts', 'mf-public/src/components/Spinner'],
    ['lib uses lib', 'shell/src/lib/federation/remotes.ts', 'shell/src/lib/runtime-config'],
    ['another package is not this rule’s business', 'shell/src/lib/x.ts', 'mf-public/src/features/quote/y'],
  ])('allows: %s', (_name, from, to) => {
    expect(verdict(from, to)).toBeUndefined();
  });

  it.each([
    ['a feature reaching into another', 'mf-public/src/features/home/a.ts', 'mf-public/src/features/quote/b'],
    ['lib importing a feature', 'shell/src/lib/federation/plugin.tsx', 'shell/src/features/remote-page/Fallback'],
    ['components importing a feature', 'mf-public/src/components/x.tsx', 'mf-public/src/features/content/y'],
    ['a feature importing the app', 'mf-public/src/features/quote/a.ts', 'mf-public/src/app/pages/HomePage'],
  ])('refuses: %s', (_name, from, to) => {
    expect(verdict(from, to)).toEqual(expect.any(String));
  });
});
