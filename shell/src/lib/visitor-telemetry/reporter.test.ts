import {
  API_PATHS,
  CANARY_BROWSER_ID_KEY,
  canaryBucket,
  FEDERATION_CONTRACT,
  SHELL_REPORTER,
  UNDECLARED_ROUTE,
  UNKNOWN_VERSION,
  VISITOR_REPORT_LIMITS,
  type RuntimeConfig,
} from 'shared-contracts';
import type { Metric } from 'web-vitals';
import { TEST_CONFIG } from '../../testing/test-utils';
import { browserRemotes } from '../federation/browser-remotes';
import { setDeployment } from '../federation/deployment';
import { startReporter } from './reporter';

/** The web-vitals callbacks the reporter registered, by metric. */
const mockVitals: Partial<Record<Metric['name'], (metric: Metric) => void>> = {};
jest.mock('web-vitals', () => ({
  onLCP: (report: (metric: Metric) => void) => (mockVitals.LCP = report),
  onINP: (report: (metric: Metric) => void) => (mockVitals.INP = report),
  onCLS: (report: (metric: Metric) => void) => (mockVitals.CLS = report),
}));

const CONFIG: RuntimeConfig = { ...TEST_CONFIG, apiBaseUrl: 'https://api.example.com' };
const ENDPOINT = `https://api.example.com${API_PATHS.visitorReport()}`;
/** What each remote's mf-manifest.json says its build is. */
const CANARY =
  'https://releases.example.com/mf-admin-inquiries/1.0.0-20260601T100000Z-abcdef1/mf-manifest.json';
const CANARY_VERSION = '1.0.0-20260601T100000Z-abcdef1';
const VERSIONS: Record<string, unknown> = {
  [CONFIG.remotes.mf_public]: '1.4.2-20261129T0700Z-abc1234',
  [CONFIG.remotes.mf_admin_content]: 'not a version!',
  [CONFIG.remotes.mf_admin_inquiries]: '1.0.0-20260101T000000Z-0000000',
  [CANARY]: CANARY_VERSION,
};

const page = (path: string, expose: string, section: 'public' | 'admin') => ({
  path,
  expose,
  label: expose,
  section,
  order: 1,
});
const declared = (remote: string, pages: ReturnType<typeof page>[]) => ({
  contract: FEDERATION_CONTRACT,
  remote,
  pages,
  extensions: [],
});

let sent: unknown[];
let manifestReads: string[];

beforeEach(() => {
  sent = [];
  manifestReads = [];
  navigator.sendBeacon = jest.fn((url: string | URL, body?: BodyInit | null) => {
    expect(String(url)).toBe(ENDPOINT);
    sent.push(JSON.parse(String(body)));
    return true;
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    manifestReads.push(url);
    const buildVersion = VERSIONS[url];
    return new Response(JSON.stringify({ metaData: { buildInfo: { buildVersion } } }), { status: 200 });
  }) as typeof fetch;
  setDeployment(
    CONFIG.remotes,
    {
      mf_public: declared('mf_public', [
        page('/services', 'Services', 'public'),
        page('/es/services', 'ServicesEs', 'public'),
      ]),
      mf_admin_content: declared('mf_admin_content', [page('/admin/content', 'Content', 'admin')]),
    },
    ['public', 'admin'],
  );
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the visitor reporter's reports (issue 45)", () => {
  it("tags an error with the declared route, its language, its remote and the version of the remote's manifest", async () => {
    const deliver = startReporter({ config: CONFIG, landing: '/es/services' });
    deliver({ kind: 'error', error: new TypeError('x is not a function'), pathname: '/es/services/' });
    deliver({ kind: 'rejection', error: 'plain text reason', pathname: '/es/services' });
    await settle();
    const tags = {
      route: '/es/services',
      language: 'es',
      remote: 'mf_public',
      remoteVersion: '1.4.2-20261129T0700Z-abc1234',
    };
    expect(sent).toEqual([
      { ...tags, kind: 'error', message: 'TypeError: x is not a function' },
      { ...tags, kind: 'rejection', message: 'plain text reason' },
    ]);
    // One read of the manifest for the page load, however many reports name its version.
    expect(manifestReads).toEqual([CONFIG.remotes.mf_public]);
  });

  it('sends a web vital once measured, under the route the page loaded on, rounded', async () => {
    startReporter({ config: CONFIG, landing: '/services' });
    mockVitals.LCP!({ name: 'LCP', value: 1234.56789 } as Metric);
    mockVitals.CLS!({ name: 'CLS', value: 0.0123456 } as Metric);
    await settle();
    expect(sent).toEqual([
      {
        route: '/services',
        language: 'en',
        remote: 'mf_public',
        remoteVersion: expect.any(String),
        kind: 'LCP',
        value: 1234.568,
      },
      {
        route: '/services',
        language: 'en',
        remote: 'mf_public',
        remoteVersion: expect.any(String),
        kind: 'CLS',
        value: 0.012,
      },
    ]);
  });

  it('never sends a path no page declares, nor a version that is no version, and scrubs what was thrown', async () => {
    const deliver = startReporter({ config: CONFIG, landing: '/services' });
    deliver({
      kind: 'error',
      error: new Error('No quote for jane@example.com, call (210) 555-0100'),
      pathname: '/admin/content',
    });
    deliver({ kind: 'error', error: new Error('Boom'), pathname: '/quote/jane@example.com?token=abc' });
    deliver({ kind: 'error', error: new Error('Sign-in failed'), pathname: '/admin/login' });
    await settle();
    // Each is sent once its tags are known: the remote's version takes a manifest read, the shell's none.
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        {
          route: '/admin/content',
          language: 'en',
          remote: 'mf_admin_content',
          remoteVersion: UNKNOWN_VERSION,
          kind: 'error',
          message: 'Error: No quote for <email>, call <number>',
        },
        {
          route: UNDECLARED_ROUTE,
          language: 'en',
          remote: SHELL_REPORTER,
          remoteVersion: UNKNOWN_VERSION,
          kind: 'error',
          message: 'Error: Boom',
        },
        {
          route: '/admin/login',
          language: 'en',
          remote: SHELL_REPORTER,
          remoteVersion: UNKNOWN_VERSION,
          kind: 'error',
          message: 'Error: Sign-in failed',
        },
      ]),
    );
  });

  it('sends at most a few errors per page load: one error thrown in a loop is one problem, not a flood', async () => {
    const deliver = startReporter({ config: CONFIG, landing: '/services' });
    for (let i = 0; i < VISITOR_REPORT_LIMITS.errorsPerPage + 5; i += 1)
      deliver({ kind: 'error', error: new Error('again'), pathname: '/services' });
    await settle();
    expect(sent).toHaveLength(VISITOR_REPORT_LIMITS.errorsPerPage);
  });
});

describe('a canary (issue 46)', () => {
  const withCanary: RuntimeConfig = {
    ...CONFIG,
    canaries: {
      mf_admin_inquiries: {
        manifest: CANARY,
        version: CANARY_VERSION,
        percent: 50,
        since: '2026-06-01T10:00:00Z',
      },
    },
  };
  afterEach(() => localStorage.clear());

  /** What a browser whose canary id is `id` reports for an error on the inquiries page. */
  async function reportOf(id: string) {
    localStorage.setItem(CANARY_BROWSER_ID_KEY, id);
    sent = [];
    setDeployment(
      browserRemotes(withCanary),
      {
        mf_admin_inquiries: declared('mf_admin_inquiries', [page('/admin/inquiries', 'Inquiries', 'admin')]),
      },
      ['public', 'admin'],
    );
    startReporter({ config: withCanary, landing: '/admin/inquiries' })({
      kind: 'error',
      error: new Error('Boom'),
      pathname: '/admin/inquiries',
    });
    await settle();
    await settle();
    return sent[0];
  }

  it("reports the version this browser loaded: the canary's within its share, the stable one outside", async () => {
    const ids = Array.from({ length: 200 }, (_, index) => `browser-${index}`);
    const inShare = ids.find((id) => canaryBucket(id, 'mf_admin_inquiries') < 50)!;
    const outside = ids.find((id) => canaryBucket(id, 'mf_admin_inquiries') >= 50)!;
    expect(await reportOf(inShare)).toMatchObject({
      remote: 'mf_admin_inquiries',
      remoteVersion: CANARY_VERSION,
    });
    expect(await reportOf(outside)).toMatchObject({
      remote: 'mf_admin_inquiries',
      remoteVersion: '1.0.0-20260101T000000Z-0000000',
    });
  });
});
