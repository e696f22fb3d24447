import { absoluteApiBase, runtimeConfigSchema, type RuntimeConfig } from './runtime-config.js';

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
      expect(issues({ ...VALID, visitorSampleRate: bad })).toEqual(['visitorSampleRate: Expected a number from 0 to 1']);
  });

  it('reports a missing section once, and a non-object config', () => {
    const { firebase: _omit, ...rest } = VALID;
    expect(issues(rest)).toEqual(['firebase: Expected an object']);
    expect(issues(null)).toEqual([': Expected an object']);
    expect(() => runtimeConfigSchema.parse([])).toThrow('Invalid runtime config: (root): Expected an object');
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
