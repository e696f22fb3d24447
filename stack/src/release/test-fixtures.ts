/** What the release tests share (release.test.ts, cli.test.ts): builds to release and an environment to change. */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../../stack.config';
import type { Build } from './releases';

export const ROOT = path.resolve(__dirname, '../../..');
export const INQUIRIES = 'mf-admin-inquiries';
export const V1 = '1.0.0-20260101T000000Z-aaaaaaa';
export const V2 = '1.0.0-20260102T000000Z-bbbbbbb';
export const REFUSED = '1.0.0-20260103T000000Z-ccccccc';
export const WHO = 'Release Test <release@example.com>';

export const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
export const build = (dir: string, version: string, createdAt = new Date('2026-01-01T00:00:00Z')): Build => ({
  package: INQUIRIES,
  version,
  commit: 'a'.repeat(40),
  dirty: false,
  createdAt,
  dir,
});

/** A build folder holding only the given dist/ and dist-server/ files. */
export function fixture(parent: string, name: string, files: Record<string, string | Buffer>): string {
  const dir = path.join(parent, name);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

export const realFile = (pkg: string, file: string) => readFileSync(path.join(ROOT, pkg, 'dist', file));

/** The real manifest as a release of `version` serves it: its buildVersion is the release's version. */
export function releasedManifest(pkg: string, version: string): unknown {
  const manifest = JSON.parse(realFile(pkg, 'mf-manifest.json').toString()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = version;
  return manifest;
}

/** The real inquiries manifest, with a web-kit requirement no deployed shell meets. */
export function unfitManifest(): string {
  const manifest = JSON.parse(realFile(INQUIRIES, 'mf-manifest.json').toString()) as {
    metaData: { declaration: { shared: Record<string, { requiredVersion?: string }> } };
  };
  manifest.metaData.declaration.shared['web-kit']!.requiredVersion = '^99.0.0';
  return JSON.stringify(manifest);
}

/**
 * An environment folder `<environments>/<name>` whose config names `remoteUrl(pkg)` for every remote, the tree's own
 * shell.json and API document, and whose releases are served at `releasesUrl`.
 */
export function writeEnvironment(
  environments: string,
  name: string,
  releasesUrl: string,
  remoteUrl: (pkg: string) => string,
): void {
  const envDir = path.join(environments, name);
  mkdirSync(envDir, { recursive: true });
  writeFileSync(
    path.join(envDir, 'environment.json'),
    JSON.stringify({
      releasesUrl,
      shell: path.join(ROOT, 'shell', 'dist', 'shell.json'),
      apiDocument: path.join(ROOT, 'api', 'openapi.json'),
    }),
  );
  writeFileSync(
    path.join(envDir, 'config.json'),
    JSON.stringify({
      apiBaseUrl: '',
      companyDomain: 'example.com',
      remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, remoteUrl(remote.pkg)])),
      firebase: { apiKey: 'key', authDomain: 'example.firebaseapp.com', projectId: 'example' },
      // Pages open now allow both: the remotes may move between the tree and the releases (issue 46).
      remoteOrigins: [new URL(releasesUrl).origin, new URL(remoteUrl(INQUIRIES)).origin],
    }),
  );
}
