/**
 * A release's version: `<package.json version>-<UTC build time>-<commit>`, e.g. 1.0.0-20260614T153012Z-c166767.
 * The packages' own versions are never bumped here (they are all 1.0.0), so alone they would name every build the
 * same; the commit says what was built, and the time tells two builds of one commit apart (a rebuild after a
 * dependency or setting changed) and sorts the versions of one package version in the order they were made.
 */
export function releaseVersion(packageVersion: string, commit: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${packageVersion}-${stamp}-${commit.slice(0, 7)}`;
}

/** A version as it may appear in a store key and a URL path. */
export const isReleaseVersion = (version: string) => /^[\w.+-]+$/.test(version) && !version.startsWith('.');
