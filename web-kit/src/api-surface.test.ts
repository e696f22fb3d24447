import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as mainEntry from './index.js';

/**
 * web-kit's main entry is shared between the shell and every remote as one copy per page: the shell's. A remote built
 * with a newer web-kit asks for `^<its version>` and is refused with both versions named when the shell's is older
 * (web-kit/federation). That only protects if the version follows what the entry exports, so every published
 * surface is recorded in api-surface.json and checked here: a new export is a new minor version, a removed or renamed
 * one a new major version.
 */
const root = path.resolve(__dirname, '..');
const history = JSON.parse(readFileSync(path.join(root, 'api-surface.json'), 'utf8')) as Record<
  string,
  string[]
>;
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const parts = (v: string) => v.split('.').map(Number) as [number, number, number];

describe("web-kit's main entry follows semver", () => {
  it(`exports exactly what api-surface.json records for its version (${version})`, () => {
    expect(Object.keys(mainEntry).sort()).toEqual([...(history[version] ?? [])].sort());
  });

  it('records each surface under a version that says how it changed', () => {
    const versions = Object.keys(history);
    for (let i = 1; i < versions.length; i++) {
      const [before, after] = [versions[i - 1]!, versions[i]!];
      const added = history[after]!.filter((name) => !history[before]!.includes(name));
      const removed = history[before]!.filter((name) => !history[after]!.includes(name));
      const [major, minor] = parts(after);
      const [majorBefore, minorBefore] = parts(before);
      if (removed.length)
        expect({ after, removed, major }).toEqual({ after, removed, major: majorBefore + 1 });
      else if (added.length)
        expect({ after, added, bumped: major > majorBefore || minor > minorBefore }).toEqual({
          after,
          added,
          bumped: true,
        });
    }
  });
});
