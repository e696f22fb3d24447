/**
 * Releases, promote and rollback (issue 46) against both stores: a folder served by a static server, and an S3 bucket
 * (s3rver) read over HTTP. The deployment they change is made of the real builds of this tree (the shell's shell.json,
 * the remotes' manifests and API records, the API's openapi.json), checked by the real can-deploy.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';
import { startLocalS3, type LocalS3 } from '../local-s3';
import { promote, rollback } from './deploy';
import { Environment } from './environment';
import { damagedFiles, fileKey, listReleases, publish, readManifest, ReleaseRefused } from './releases';
import type { ReleaseStore } from './store';
import { releaseStoreFromEnv } from './store-from-env';
import {
  build,
  fixture,
  INQUIRIES,
  realFile,
  REFUSED,
  releasedManifest,
  ROOT,
  sha256,
  unfitManifest,
  V1,
  V2,
  WHO,
  writeEnvironment,
} from './test-fixtures';

interface StoreUnderTest {
  store: ReleaseStore;
  /** Where the store's public/ tree is served. */
  releasesUrl: string;
  close(): Promise<void>;
}

async function folderStore(dir: string): Promise<StoreUnderTest> {
  const store = releaseStoreFromEnv({ RELEASE_STORE: path.join(dir, 'store') }, ROOT);
  mkdirSync(path.join(dir, 'store', 'public'), { recursive: true });
  const server = await startStaticServer({
    root: path.join(dir, 'store', 'public'),
    port: 0,
    host: '127.0.0.1',
    cors: true,
  });
  return { store, releasesUrl: `${server.url}/`, close: () => server.close() };
}

async function s3Store(): Promise<StoreUnderTest> {
  const s3: LocalS3 = await startLocalS3('releases');
  // The SDK finds the credentials where it would in production: in the environment.
  const saved = {
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY,
  };
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY,
  });
  return {
    store: releaseStoreFromEnv({ ...s3.env, RELEASE_STORE: 's3://releases/site' }, ROOT),
    // Read over plain HTTP, as a CDN in front of the bucket's public/ prefix would.
    releasesUrl: `${s3.env.S3_ENDPOINT}/releases/site/public/`,
    async close() {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      await s3.close();
    },
  };
}

describe.each([
  ['a folder', folderStore],
  ['an S3 bucket', () => s3Store()],
])('releases in %s', (_label, open: (dir: string) => Promise<StoreUnderTest>) => {
  let dir: string;
  let under: StoreUnderTest;
  let tree: RunningServer;
  let environment: Environment;
  let store: ReleaseStore;
  /** What the environment ran before any promote: the tree's own builds. */
  const builtUrl = (pkg: string) => `${tree.url}/${pkg}/dist/mf-manifest.json`;
  const configText = () => readFileSync(environment.configFile, 'utf8');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
    under = await open(dir);
    store = under.store;
    // The deployment before any release: this tree's real builds, served as a CDN would.
    tree = await startStaticServer({ root: ROOT, port: 0, host: '127.0.0.1', cors: true });
    writeEnvironment(path.join(dir, 'environments'), 'staging', under.releasesUrl, builtUrl);
    environment = new Environment(path.join(dir, 'environments'), 'staging');
  });

  afterAll(async () => {
    await Promise.all([under.close(), tree.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  describe('release', () => {
    it('stores the real build whole, its checksums and the contracts it records', async () => {
      const manifest = await publish(store, build(path.join(ROOT, INQUIRIES), V1));
      const distFiles = Object.keys(manifest.files);
      expect(distFiles).toContain('dist/mf-manifest.json');
      expect(distFiles).toContain('dist/remoteEntry.js');
      expect(manifest).toMatchObject({
        package: INQUIRIES,
        version: V1,
        commit: 'a'.repeat(40),
        dirty: false,
      });
      const usage = JSON.parse(realFile(INQUIRIES, 'api-usage.json').toString()) as { contract: string };
      expect(manifest.contracts).toEqual({ federation: expect.any(Number), api: usage.contract });
      expect(manifest.files['dist/remoteEntry.js']).toBe(sha256(realFile(INQUIRIES, 'remoteEntry.js')));
      const stored = await store.read(fileKey(INQUIRIES, V1, 'dist/remoteEntry.js'));
      expect(stored?.equals(realFile(INQUIRIES, 'remoteEntry.js'))).toBe(true);
      const sums = (await store.read(`releases/${INQUIRIES}/${V1}/SHA256SUMS`))!.toString();
      expect(sums).toContain(`${manifest.files['dist/mf-manifest.json']}  dist/mf-manifest.json\n`);
      expect(sums.trim().split('\n')).toHaveLength(distFiles.length);
      expect(await readManifest(store, INQUIRIES, V1)).toEqual(manifest);
    });

    it('keeps dist-server/ out of the public tree', async () => {
      const dist = fixture(dir, 'with-renderer', {
        'dist/mf-manifest.json': '{}',
        'dist-server/first-paint.mjs': 'export default 1',
      });
      const manifest = await publish(store, { ...build(dist, '1.0.0-renderer'), package: 'mf-public' });
      expect(Object.keys(manifest.files).sort()).toEqual([
        'dist-server/first-paint.mjs',
        'dist/mf-manifest.json',
      ]);
      expect((await store.read('server/mf-public/1.0.0-renderer/first-paint.mjs'))?.toString()).toBe(
        'export default 1',
      );
      expect(await store.read('public/mf-public/1.0.0-renderer/first-paint.mjs')).toBeUndefined();
    });

    it('never overwrites a version', async () => {
      const other = fixture(dir, 'other-build', { 'dist/mf-manifest.json': '{"other":true}' });
      const before = await readManifest(store, INQUIRIES, V1);
      await expect(publish(store, build(other, V1))).rejects.toThrow(
        new ReleaseRefused(
          `${INQUIRIES} ${V1} is already in ${store.location}: a release is never overwritten (build again for a new version)`,
        ),
      );
      expect(await readManifest(store, INQUIRIES, V1)).toEqual(before);
      const served = await store.read(fileKey(INQUIRIES, V1, 'dist/mf-manifest.json'));
      expect(JSON.parse(served!.toString())).toEqual(releasedManifest(INQUIRIES, V1));
    });

    it('refuses a package that has not been built', async () => {
      await expect(publish(store, build(path.join(dir, 'nothing'), '1.0.0-none'))).rejects.toThrow(
        `${path.join(dir, 'nothing', 'dist')} does not exist: build the package first`,
      );
      expect(await readManifest(store, INQUIRIES, '1.0.0-none')).toBeUndefined();
    });
  });

  describe('promote and rollback', () => {
    const releaseUrl = (version: string) => `${under.releasesUrl}${INQUIRIES}/${version}/mf-manifest.json`;
    const remotesNow = () => (JSON.parse(configText()) as { remotes: Record<string, string> }).remotes;

    beforeAll(async () => {
      // A second fitting build (the real manifest and API record), and one the deployed shell cannot run.
      const manifest = realFile(INQUIRIES, 'mf-manifest.json');
      const usage = realFile(INQUIRIES, 'api-usage.json');
      const next = fixture(dir, 'next', { 'dist/mf-manifest.json': manifest, 'dist/api-usage.json': usage });
      await publish(store, build(next, V2, new Date('2026-01-02T00:00:00Z')));
      const unfit = fixture(dir, 'unfit', {
        'dist/mf-manifest.json': unfitManifest(),
        'dist/api-usage.json': usage,
      });
      await publish(store, build(unfit, REFUSED, new Date('2026-01-03T00:00:00Z')));
    });

    it('lists the releases of a package, oldest first', async () => {
      expect((await listReleases(store, INQUIRIES)).map((release) => release.version)).toEqual([
        V1,
        V2,
        REFUSED,
      ]);
    });

    it('promotes a release that fits: the config names its served manifest, the old config is kept, the change logged', async () => {
      const before = configText();
      const now = new Date('2026-02-01T10:00:00Z');
      const outcome = await promote({ store, environment, pkg: INQUIRIES, version: V1, who: WHO, now });
      expect(outcome).toMatchObject({ done: true });
      expect(remotesNow()).toEqual({ ...JSON.parse(before).remotes, mf_admin_inquiries: releaseUrl(V1) });
      expect(readFileSync(path.join(environment.dir, 'config.previous.json'), 'utf8')).toBe(before);
      // What the config names is served, and is the release's manifest.
      const served = await fetch(releaseUrl(V1));
      expect(await served.json()).toEqual(releasedManifest(INQUIRIES, V1));
      expect(await environment.log()).toEqual([
        {
          kind: 'promote',
          at: now.toISOString(),
          who: WHO,
          package: INQUIRIES,
          remote: 'mf_admin_inquiries',
          from: { url: builtUrl(INQUIRIES) },
          to: { url: releaseUrl(V1), version: V1 },
          verdict: { fits: true, notes: expect.any(Array) },
        },
      ]);
      expect(existsSync(path.join(environment.dir, '.lock'))).toBe(false);
    });

    it('refuses a release can-deploy refuses and leaves the config and the log as they were', async () => {
      const [before, logBefore] = [configText(), await environment.log()];
      const outcome = await promote({ store, environment, pkg: INQUIRIES, version: REFUSED, who: WHO });
      expect(outcome).toMatchObject({ done: false });
      expect(outcome.done ? [] : outcome.reasons).toEqual([
        expect.stringMatching(
          /^mf_admin_inquiries needs web-kit \^99\.0\.0, the shell provides [\d.]+: deploy the shell first$/,
        ),
      ]);
      expect(configText()).toBe(before);
      expect(await environment.log()).toEqual(logBefore);
    });

    it('refuses a version the store lacks, and a release whose files changed after it was made', async () => {
      const before = configText();
      expect(await promote({ store, environment, pkg: INQUIRIES, version: '9.9.9-none', who: WHO })).toEqual({
        done: false,
        reasons: [`${INQUIRIES} 9.9.9-none is not in ${store.location}`],
        notes: [],
      });
      const key = fileKey(INQUIRIES, V2, 'dist/api-usage.json');
      const original = (await store.read(key))!;
      await store.write(key, Buffer.from('{}'), 'application/json');
      const manifest = (await readManifest(store, INQUIRIES, V2))!;
      expect(await damagedFiles(store, manifest)).toEqual(['dist/api-usage.json']);
      expect(await promote({ store, environment, pkg: INQUIRIES, version: V2, who: WHO })).toEqual({
        done: false,
        reasons: [`${INQUIRIES} ${V2} in ${store.location} differs from its checksums: dist/api-usage.json`],
        notes: [],
      });
      await store.write(key, original, 'application/json');
      expect(configText()).toBe(before);
    });

    it('rolls back one step at a time, to what ran before, and no further than the log goes', async () => {
      expect(await promote({ store, environment, pkg: INQUIRIES, version: V2, who: WHO })).toMatchObject({
        done: true,
      });
      expect(remotesNow().mf_admin_inquiries).toBe(releaseUrl(V2));

      const first = await rollback({ store, environment, pkg: INQUIRIES, who: WHO });
      expect(first).toMatchObject({
        done: true,
        change: { kind: 'rollback', from: { version: V2 }, to: { url: releaseUrl(V1), version: V1 } },
      });
      expect(remotesNow().mf_admin_inquiries).toBe(releaseUrl(V1));

      const second = await rollback({ store, environment, pkg: INQUIRIES, who: WHO });
      expect(second).toMatchObject({ done: true, change: { to: { url: builtUrl(INQUIRIES) } } });
      expect(remotesNow().mf_admin_inquiries).toBe(builtUrl(INQUIRIES));

      const before = configText();
      expect(await rollback({ store, environment, pkg: INQUIRIES, who: WHO })).toEqual({
        done: false,
        reasons: [`staging's log holds no earlier deployment of ${INQUIRIES} to go back to`],
        notes: [],
      });
      expect(configText()).toBe(before);
      expect((await environment.log()).map((change) => [change.kind, change.to.version ?? 'built'])).toEqual([
        ['promote', V1],
        ['promote', V2],
        ['rollback', V1],
        ['rollback', 'built'],
      ]);
    });

    describe('canaries', () => {
      const canaryNow = () =>
        (JSON.parse(configText()) as { canaries?: Record<string, Record<string, unknown>> }).canaries;

      it('starts a canary beside the stable version, changes its share, and ends it when its version is promoted', async () => {
        const stable = remotesNow().mf_admin_inquiries;
        const start = new Date('2026-03-01T09:00:00Z');
        const started = await promote({
          store,
          environment,
          pkg: INQUIRIES,
          version: V1,
          who: WHO,
          now: start,
          canary: { percent: 10 },
        });
        expect(started).toMatchObject({
          done: true,
          change: {
            kind: 'canary',
            from: { url: stable },
            to: { url: releaseUrl(V1), version: V1 },
            canary: { percent: 10, staff: false },
          },
        });
        expect(remotesNow().mf_admin_inquiries).toBe(stable);
        expect(canaryNow()).toEqual({
          mf_admin_inquiries: {
            manifest: releaseUrl(V1),
            version: V1,
            percent: 10,
            staff: false,
            since: start.toISOString(),
          },
        });

        // Another version while it runs: refused, nothing changes.
        const before = configText();
        expect(await promote({ store, environment, pkg: INQUIRIES, version: V2, who: WHO })).toEqual({
          done: false,
          reasons: [
            `staging runs a canary of ${INQUIRIES} ${V1}: promote it (without --canary) or roll it back first`,
          ],
          notes: [],
        });
        expect(configText()).toBe(before);

        // A bigger share (and staff): the same canary, its start kept, so its error counts keep their window.
        await promote({
          store,
          environment,
          pkg: INQUIRIES,
          version: V1,
          who: WHO,
          now: new Date('2026-03-01T10:00:00Z'),
          canary: { percent: 50, staff: true },
        });
        expect(canaryNow()?.mf_admin_inquiries).toMatchObject({
          percent: 50,
          staff: true,
          since: start.toISOString(),
        });

        const ended = await promote({ store, environment, pkg: INQUIRIES, version: V1, who: WHO });
        expect(ended).toMatchObject({
          done: true,
          change: { kind: 'promote', from: { url: stable }, to: { version: V1 } },
        });
        expect(remotesNow().mf_admin_inquiries).toBe(releaseUrl(V1));
        expect(canaryNow()).toBeUndefined();
      });

      it('rolling back during a canary removes the canary only, and says so in the log', async () => {
        await promote({ store, environment, pkg: INQUIRIES, version: V2, who: WHO, canary: { percent: 25 } });
        const rolled = await rollback({ store, environment, pkg: INQUIRIES, who: WHO });
        expect(rolled).toMatchObject({
          done: true,
          change: {
            kind: 'canary-rollback',
            from: { url: releaseUrl(V2), version: V2 },
            to: { url: releaseUrl(V1), version: V1 },
            reason: 'rolled back by hand',
          },
        });
        expect(canaryNow()).toBeUndefined();
        expect(remotesNow().mf_admin_inquiries).toBe(releaseUrl(V1));
        // The canary's entries leave the promote/rollback steps alone: the next rollback goes back from V1.
        expect(await rollback({ store, environment, pkg: INQUIRIES, who: WHO })).toMatchObject({
          done: true,
          change: { kind: 'rollback', to: { url: builtUrl(INQUIRIES) } },
        });
      });

      it('refuses a canary of a remote with public pages', async () => {
        const before = configText();
        const outcome = await promote({
          store,
          environment,
          pkg: 'mf-public',
          version: '1.0.0-renderer',
          who: WHO,
          canary: { percent: 10 },
        });
        expect(outcome).toMatchObject({
          done: false,
          reasons: [expect.stringContaining('canaries are for the back office')],
        });
        expect(configText()).toBe(before);
      });

      it('refuses a version served from an origin that pages open now do not allow, and changes nothing', async () => {
        const allowed = JSON.parse(configText()) as { remoteOrigins: string[] };
        await environment.rewriteConfig((raw) => {
          raw.remoteOrigins = allowed.remoteOrigins.filter(
            (origin) => origin !== new URL(under.releasesUrl).origin,
          );
        });
        const before = configText();
        const logBefore = await environment.log();
        const outcome = await promote({ store, environment, pkg: INQUIRIES, version: V1, who: WHO });
        expect(outcome).toMatchObject({
          done: false,
          reasons: [
            `${new URL(under.releasesUrl).origin} is not an origin the deployed config allows remotes from (${new URL(builtUrl(INQUIRIES)).origin}): ` +
              'pages open now would refuse it (Content-Security-Policy). Add it to remoteOrigins in config.json first.',
          ],
        });
        expect(configText()).toBe(before);
        expect(await environment.log()).toEqual(logBefore);
        await environment.rewriteConfig((raw) => {
          raw.remoteOrigins = allowed.remoteOrigins;
        });
      });
    });

    it('promotes only remotes', async () => {
      await expect(promote({ store, environment, pkg: 'api', version: V1, who: WHO })).rejects.toThrow(
        'api is not a remote (mf-public, mf-admin-content, mf-admin-inquiries, mf-admin-service-area): only remotes are promoted',
      );
    });
  });
});
