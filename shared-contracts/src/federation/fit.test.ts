import { sharedFit as fitWith, type SemverCheck } from './fit.js';

/** Caret ranges only, enough for these cases (the runtime passes Module Federation's full semver check). */
const caret: SemverCheck = (version, range) => {
  const [major, minor, patch] = version.split('.').map(Number);
  const [wantMajor, wantMinor, wantPatch] = range.slice(1).split('.').map(Number);
  return major === wantMajor && (minor! > wantMinor! || (minor === wantMinor && patch! >= wantPatch!));
};
const sharedFit = (...args: Parameters<typeof fitWith> extends [...infer A, SemverCheck] ? A : never) =>
  fitWith(...args, caret);

describe('sharedFit', () => {
  const need = { version: '6.6.8', requiredVersion: '^6.6.8', names: ['Button', 'Steps'] };

  it("takes the shell's copy when its version fits and it offers every name the remote imports", () => {
    expect(sharedFit('antd', need, { version: '6.7.0', names: ['Button', 'Steps', 'Table'] })).toEqual({
      kind: 'shared',
    });
  });

  it("falls back to the remote's own copy of a subset library that lacks a name, naming what is missing", () => {
    expect(sharedFit('antd', need, { version: '6.6.8', names: ['Button'] })).toEqual({
      kind: 'own-copy',
      missing: ['Steps'],
    });
  });

  it('falls back to its own copy when the shell states no names, no offer or an unfitting version', () => {
    expect(sharedFit('antd', need, { version: '6.6.8' })).toEqual({ kind: 'own-copy', missing: [] });
    expect(sharedFit('antd', need, { version: '5.9.0', names: ['Button', 'Steps'] })).toEqual({
      kind: 'own-copy',
      missing: [],
    });
    expect(sharedFit('antd', need, undefined).kind).toBe('own-copy');
  });

  it('refuses a library that must be one per page when its version does not fit', () => {
    const webKit = { version: '1.2.0', requiredVersion: '^1.2.0' };
    expect(sharedFit('web-kit', webKit, { version: '1.1.0' })).toEqual({ kind: 'incompatible' });
    expect(sharedFit('web-kit', webKit, { version: '1.3.0' })).toEqual({ kind: 'shared' });
    expect(
      sharedFit('react', { version: '19.3.1', requiredVersion: '^19.3.1' }, { version: '18.3.1' }).kind,
    ).toBe('incompatible');
  });
});
