import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeploymentChange, RuntimeConfig, VisitorReport } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { CANARY_WATCH, CanaryWatchService } from '../src/canary-watch/canary-watch.service.js';
import { VisitorTelemetryService } from '../src/visitor-telemetry/visitor-telemetry.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { freePort } from './helpers/free-port.js';
import { drainOutbox } from './helpers/outbox.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { apiSuite } from './helpers/suite.js';

/**
 * Issue 46: the canary watch. Against the real PostgreSQL of DATABASE_URL: the visitors' reports of a canary and of
 * its stable version decide whether it is rolled back; a rollback removes the canary from the environment's
 * config.json (nothing else), logs why and e-mails the staff list, once, with two API instances checking at once.
 */
const RELEASES = 'https://releases.example.com/';
const STABLE_VERSION = '1.0.0-20260101T000000Z-aaaaaaa';
const CANARY_VERSION = '1.0.0-20260301T000000Z-bbbbbbb';
const manifestOf = (version: string) => `${RELEASES}mf-admin-inquiries/${version}/mf-manifest.json`;
const NOW = new Date('2026-03-02T12:00:00Z');

const CONFIG: RuntimeConfig & { extra: string } = {
  apiBaseUrl: '',
  companyDomain: 'alamomasonry.com',
  remotes: {
    mf_public: 'https://cdn.example.com/mf-public/mf-manifest.json',
    mf_admin_content: 'https://cdn.example.com/mf-admin-content/mf-manifest.json',
    mf_admin_inquiries: manifestOf(STABLE_VERSION),
    mf_admin_service_area: 'https://cdn.example.com/mf-admin-service-area/mf-manifest.json',
  },
  firebase: { apiKey: 'k', authDomain: 'example.firebaseapp.com', projectId: 'example' },
  canaries: {
    mf_admin_inquiries: {
      manifest: manifestOf(CANARY_VERSION),
      version: CANARY_VERSION,
      percent: 50,
      since: '2026-03-01T09:00:00.000Z',
    },
  },
  remoteOrigins: [RELEASES],
  // A field this API does not know: kept as written.
  extra: 'kept',
};

const report = (remoteVersion: string, kind: 'LCP' | 'error'): VisitorReport => ({
  route: '/admin/inquiries',
  language: 'en',
  remote: 'mf_admin_inquiries',
  remoteVersion,
  kind,
  ...(kind === 'LCP' ? { value: 1200 } : { message: 'TypeError: broken details' }),
});

describe('the canary watch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'canary-watch-'));
  const environment = path.join(dir, 'production');
  const env: Record<string, string> = {
    CANARY_ENVIRONMENT_DIR: environment,
    CANARY_CHECK_EVERY_MS: '0',
    CANARY_MIN_ERRORS: '3',
    CANARY_ERROR_MARGIN: '0.05',
    SITE_URL: 'https://www.example.test',
    NOTIFY_POLL_MS: '100',
  };
  let sink: SmtpSink;
  let second: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });
  const suite = apiSuite({ env });
  beforeAll(async () => {
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await second?.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const watch = (app = suite.t.app) => app.get(CanaryWatchService);
  const configFile = path.join(environment, 'config.json');
  const config = () => JSON.parse(readFileSync(configFile, 'utf8')) as typeof CONFIG;
  const log = (): DeploymentChange[] => {
    try {
      return readFileSync(path.join(environment, 'deployments.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as DeploymentChange);
    } catch {
      return [];
    }
  };
  async function reports(version: string, loads: number, errors: number, at = NOW) {
    const telemetry = suite.t.app.get(VisitorTelemetryService);
    for (let i = 0; i < loads; i += 1) await telemetry.record(report(version, 'LCP'), at);
    for (let i = 0; i < errors; i += 1) await telemetry.record(report(version, 'error'), at);
  }

  beforeEach(() => {
    rmSync(environment, { recursive: true, force: true });
    mkdirSync(environment, { recursive: true });
    writeFileSync(path.join(environment, 'environment.json'), JSON.stringify({ releasesUrl: RELEASES }));
    writeFileSync(configFile, JSON.stringify(CONFIG, null, 2));
    sink.received.length = 0;
  });

  it('leaves a canary with too few errors to judge, and one no worse than its stable version', async () => {
    await reports(CANARY_VERSION, 5, 2);
    expect(await watch().check(NOW)).toEqual([
      {
        remote: 'mf_admin_inquiries',
        version: CANARY_VERSION,
        rolledBack: false,
        reason: expect.stringContaining('fewer than 3 errors, not judged yet'),
      },
    ]);
    // As many errors per page load as the stable version (1 in 5 each): within the margin.
    await reports(CANARY_VERSION, 10, 1);
    await reports(STABLE_VERSION, 50, 10);
    const [outcome] = await watch().check(NOW);
    expect(outcome).toMatchObject({ rolledBack: false });
    expect(outcome!.reason).toBe(
      "3 error(s) in 15 page load(s) (0.20 per load) against the stable version's 10 in 50 (0.20): within the margin of 0.05 per load",
    );
    expect(config()).toEqual(CONFIG);
    expect(log()).toEqual([]);
  });

  it("counts only what was reported since the canary's day", async () => {
    await reports(CANARY_VERSION, 0, 10, new Date('2026-02-28T12:00:00Z'));
    expect(await watch().check(NOW)).toMatchObject([{ rolledBack: false }]);
    expect(config()).toEqual(CONFIG);
  });

  it('rolls a failing canary back once with two instances checking at once: config, log and one e-mail', async () => {
    await reports(CANARY_VERSION, 4, 6);
    await reports(STABLE_VERSION, 40, 1);
    const outcomes = (await Promise.all([watch().check(NOW), watch(second.app).check(NOW)])).flat();
    // One instance took the check; the other skipped it (busy) or found the canary gone.
    expect(outcomes.filter((outcome) => outcome.rolledBack)).toHaveLength(1);
    const reason =
      "6 error(s) in 4 page load(s) (1.50 per load) against the stable version's 1 in 40 (0.03): more than 0.05 per load above it";

    const { canaries: _removed, ...rest } = CONFIG;
    expect(config()).toEqual(rest);
    expect(JSON.parse(readFileSync(path.join(environment, 'config.previous.json'), 'utf8'))).toEqual(CONFIG);
    expect(log()).toEqual([
      {
        kind: 'canary-rollback',
        at: NOW.toISOString(),
        who: CANARY_WATCH,
        package: 'mf-admin-inquiries',
        remote: 'mf_admin_inquiries',
        from: { url: manifestOf(CANARY_VERSION), version: CANARY_VERSION },
        to: { url: manifestOf(STABLE_VERSION), version: STABLE_VERSION },
        reason,
      },
    ]);

    // Checked again: nothing left to roll back.
    expect(await watch(second.app).check(NOW)).toEqual([]);
    expect(log()).toHaveLength(1);

    await drainOutbox(suite.t.app, second.app);
    await drainOutbox(suite.t.app, second.app);
    const mails = sink.received.filter((mail) => mail.subject.startsWith('Canary rolled back'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`mf-admin-inquiries ${CANARY_VERSION} (production)`);
    expect(mails[0]!.to.length).toBeGreaterThan(0);
    expect(mails[0]!.text).toContain(`Its browsers load ${STABLE_VERSION} again.`);
    expect(mails[0]!.text).toContain(`Why: ${reason}`);
  });

  it('leaves the environment to a command that holds its lock, and rolls back at the next check', async () => {
    await reports(CANARY_VERSION, 1, 5);
    writeFileSync(path.join(environment, '.lock'), '1\n');
    expect(await watch().check(NOW)).toMatchObject([{ rolledBack: false }]);
    expect(config()).toEqual(CONFIG);
    rmSync(path.join(environment, '.lock'));
    expect(await watch().check(NOW)).toMatchObject([{ rolledBack: true }]);
    expect(config().canaries).toBeUndefined();
    const db = suite.t.app.get(DataSource);
    const [{ n }] = (await db.query(
      `SELECT count(*)::int AS n FROM outbox_email WHERE kind = 'staff-canary-rollback'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});
