import {
  absoluteApiBase,
  allowedRemoteOrigins,
  canaryBucket,
  remotesForBrowser,
  runtimeConfigSchema,
  type RuntimeConfig,
} from './runtime-config.js';

const VALID: RuntimeConfig = {
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_admin_content: 'http://localhost:3002/mf-manifest.json',
    mf_admin_inquiries: 'http://localhost:3003/mf-manifest.json',
    mf_admin_service_area: 'http://localhost:3004/mf-manifest.json',
  },
  apiBaseUrl: '',
  companyDomain: 'alamomasonry.com',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-masonry.firebaseapp.com',
    projectId: 'demo-masonry',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
};

const issues = (raw: unknown) => {
  const result = runtimeConfigSchema.safeParse(raw);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('runtimeConfigSchema', () => {
  it('accepts a valid config (same-origin apiBaseUrl "" included) and drops unknown fields', () => {
    expect(runtimeConfigSchema.safeParse({ ...VALID, extra: 1 })).toEqual({ success: true, data: VALID });
    const { appId: _none, authEmulatorUrl: _omit, ...firebase } = { appId: undefined, ...VALID.firebase };
    expect(runtimeConfigSchema.parse({ ...VALID, firebase: { ...firebase, appId: 'app' } }).firebase).toEqual(
      {
        ...firebase,
        appId: 'app',
      },
    );
  });

  it('names every bad or missing field', () => {
    const { mf_public: _omit, ...remotes } = VALID.remotes;
    expect(
      issues({
        ...VALID,
        companyDomain: 'x',
        remotes: { ...remotes, mf_admin_content: 'not a url' },
        firebase: { ...VALID.firebase, apiKey: '', authEmulatorUrl: 'nope' },
      }),
    ).toEqual([
      'companyDomain: Must be at least 3 characters',
      'remotes.mf_public: Required',
      'remotes.mf_admin_content: Invalid URL',
      'firebase.apiKey: Must be at least 1 characters',
      'firebase.authEmulatorUrl: Invalid URL',
    ]);
    expect(issues({ ...VALID, apiBaseUrl: 5 })).toEqual(['apiBaseUrl: Expected a string, received number']);
  });

  it("takes the visitors' sample rate from 0 to 1, optional (issue 45)", () => {
    expect(runtimeConfigSchema.parse({ ...VALID, visitorSampleRate: 0.25 }).visitorSampleRate).toBe(0.25);
    expect(runtimeConfigSchema.parse({ ...VALID, visitorSampleRate: 0 }).visitorSampleRate).toBe(0);
    expect('visitorSampleRate' in runtimeConfigSchema.parse(VALID)).toBe(false);
    for (const bad of [1.5, -0.1, '0.5', null])
      expect(issues({ ...VALID, visitorSampleRate: bad })).toEqual([
        'visitorSampleRate: Expected a number from 0 to 1',
      ]);
  });

  it('reports a missing section once, and a non-object config', () => {
    const { firebase: _omit, ...rest } = VALID;
    expect(issues(rest)).toEqual(['firebase: Expected an object']);
    expect(issues(null)).toEqual([': Expected an object']);
    expect(() => runtimeConfigSchema.parse([])).toThrow('Invalid runtime config: (root): Expected an object');
  });
});

describe('canaries and remote origins (issue 46)', () => {
  const CANARY = {
    manifest: 'https://releases.example.com/mf-admin-inquiries/1.0.0-b/mf-manifest.json',
    version: '1.0.0-b',
    percent: 10,
    since: '2026-06-01T10:00:00.000Z',
  };

  it('reads a canary per remote and the allowed origins, and drops a canary of an unknown remote', () => {
    const config = runtimeConfigSchema.parse({
      ...VALID,
      canaries: { mf_admin_inquiries: { ...CANARY, staff: true, extra: 1 }, mf_nope: CANARY },
      remoteOrigins: ['https://releases.example.com'],
    });
    expect(config.canaries).toEqual({ mf_admin_inquiries: { ...CANARY, staff: true } });
    expect(config.remoteOrigins).toEqual(['https://releases.example.com']);
  });

  it('names what is wrong in a canary', () => {
    expect(
      issues({
        ...VALID,
        canaries: {
          mf_admin_inquiries: { ...CANARY, percent: 101, since: 'soon', staff: 'yes' },
          mf_public: 3,
        },
        remoteOrigins: ['nope'],
      }),
    ).toEqual([
      'canaries.mf_public: Expected an object',
      'canaries.mf_admin_inquiries.percent: Expected a number from 0 to 100',
      'canaries.mf_admin_inquiries.staff: Expected true or false',
      'canaries.mf_admin_inquiries.since: Expected an ISO 8601 time',
      'remoteOrigins.0: Invalid URL',
    ]);
  });

  it('a config without them reads as before: an older config, and what an older shell keeps of a newer one', () => {
    expect(runtimeConfigSchema.parse(VALID)).toEqual(VALID);
  });

  it('puts a browser in the same bucket every time, spreads browsers over the buckets, and per remote', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `browser-${index}`);
    expect(ids.map((id) => canaryBucket(id, 'mf_admin_inquiries'))).toEqual(
      ids.map((id) => canaryBucket(id, 'mf_admin_inquiries')),
    );
    const inShare = ids.filter((id) => canaryBucket(id, 'mf_admin_inquiries') < 10).length;
    expect(inShare).toBeGreaterThan(140);
    expect(inShare).toBeLessThan(260);
    const differs = ids.filter(
      (id) => canaryBucket(id, 'mf_admin_inquiries') !== canaryBucket(id, 'mf_public'),
    );
    expect(differs.length).toBeGreaterThan(1800);
  });

  it('gives a browser the canary within its share or when opted in as staff, the stable version otherwise', () => {
    const config = { ...VALID, canaries: { mf_admin_inquiries: CANARY } };
    const inside = Array.from({ length: 100 }, (_, i) => `id-${i}`).find(
      (id) => canaryBucket(id, 'mf_admin_inquiries') < 10,
    )!;
    const outside = Array.from({ length: 100 }, (_, i) => `id-${i}`).find(
      (id) => canaryBucket(id, 'mf_admin_inquiries') >= 10,
    )!;
    expect(remotesForBrowser(config, { id: inside, optedIn: false })).toEqual({
      ...VALID.remotes,
      mf_admin_inquiries: CANARY.manifest,
    });
    expect(remotesForBrowser(config, { id: outside, optedIn: false })).toEqual(VALID.remotes);
    expect(remotesForBrowser(config, { id: outside, optedIn: true })).toEqual(VALID.remotes);
    const staffCanary = {
      ...VALID,
      canaries: { mf_admin_inquiries: { ...CANARY, percent: 0, staff: true } },
    };
    expect(remotesForBrowser(staffCanary, { id: inside, optedIn: false })).toEqual(VALID.remotes);
    expect(remotesForBrowser(staffCanary, { id: outside, optedIn: true }).mf_admin_inquiries).toBe(
      CANARY.manifest,
    );
  });

  it('allows the origins the remotes and canaries are served from and the listed ones', () => {
    expect(
      allowedRemoteOrigins({
        ...VALID,
        canaries: { mf_admin_inquiries: CANARY },
        remoteOrigins: ['https://cdn.example.com/'],
      }),
    ).toEqual([
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'https://releases.example.com',
      'https://cdn.example.com',
    ]);
  });
});

describe('absoluteApiBase', () => {
  it("answers the configured API, or the shell's own origin for ''", () => {
    expect(absoluteApiBase({ apiBaseUrl: 'https://api.example.com/' }, 'https://www.example.com')).toBe(
      'https://api.example.com',
    );
    expect(absoluteApiBase({ apiBaseUrl: 'https://example.com/v2' }, 'https://www.example.com')).toBe(
      'https://example.com/v2',
    );
    expect(absoluteApiBase({ apiBaseUrl: '' }, 'https://www.example.com')).toBe('https://www.example.com');
  });
});
