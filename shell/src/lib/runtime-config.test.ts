import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

const VALID = {
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_admin_content: 'http://localhost:3002/mf-manifest.json',
    mf_admin_inquiries: 'http://localhost:3003/mf-manifest.json',
    mf_admin_service_area: 'http://localhost:3004/mf-manifest.json',
  },
  apiBaseUrl: 'http://localhost:3100',
  companyDomain: 'alamomasonry.com',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-masonry.firebaseapp.com',
    projectId: 'demo-masonry',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
};

function fetchReturning(body: unknown, status = 200): typeof fetch {
  return jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('loadRuntimeConfig', () => {
  it('returns the validated config, read with a plain request that can take the HTML\'s preload', async () => {
    const fetchImpl = fetchReturning(VALID);
    await expect(loadRuntimeConfig('/config.json', fetchImpl)).resolves.toEqual(VALID);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json');
  });

  it('accepts a config without the emulator (production)', async () => {
    const { authEmulatorUrl: _omit, ...firebase } = VALID.firebase;
    const config = await loadRuntimeConfig('/config.json', fetchReturning({ ...VALID, firebase }));
    expect(config.firebase.authEmulatorUrl).toBeUndefined();
  });

  it('names the field when a remote URL is missing or not a URL', async () => {
    const { mf_public: _omit, ...remotes } = VALID.remotes;
    await expect(loadRuntimeConfig('/config.json', fetchReturning({ ...VALID, remotes }))).rejects.toThrow(
      /remotes\.mf_public/,
    );
    const bad = { ...VALID, remotes: { ...VALID.remotes, mf_admin_content: 'not a url' } };
    await expect(loadRuntimeConfig('/config.json', fetchReturning(bad))).rejects.toThrow(/remotes\.mf_admin_content/);
  });

  it('fails with a RuntimeConfigError when the file is missing or not JSON', async () => {
    await expect(loadRuntimeConfig('/config.json', fetchReturning('Not Found', 404))).rejects.toThrow(
      new RuntimeConfigError('Could not load /config.json: HTTP 404'),
    );
    await expect(loadRuntimeConfig('/config.json', fetchReturning('<html>'))).rejects.toBeInstanceOf(
      RuntimeConfigError,
    );
  });
});
