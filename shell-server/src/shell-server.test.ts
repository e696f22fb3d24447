import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellServerSettings } from './settings.js';
import { startShellServer, type ShellServer } from './shell-server.js';

// The remotes are on a port nothing listens on: no first view can be drawn, and the server still serves the site.
// The e2e suite (e2e/tests/foundation/production-server.spec.ts) shows first views drawn by real renderers.
const NOWHERE = 'http://127.0.0.1:9';
const config = (apiBaseUrl: string) => ({
  remotes: {
    mf_public: `${NOWHERE}/public/mf-manifest.json`,
    mf_admin_content: `${NOWHERE}/content/mf-manifest.json`,
    mf_admin_inquiries: `${NOWHERE}/inquiries/mf-manifest.json`,
    mf_admin_service_area: `${NOWHERE}/area/mf-manifest.json`,
  },
  apiBaseUrl,
  companyDomain: 'alamomasonry.com',
  firebase: { apiKey: 'key', authDomain: 'site.firebaseapp.com', projectId: 'site' },
});

describe('startShellServer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shell-server-'));
  const dist = path.join(root, 'dist');
  const configFile = path.join(root, 'config.json');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<html><head><script>start()</script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(configFile, JSON.stringify(config('https://api.example.com')));
  let server: ShellServer;

  beforeAll(async () => {
    server = await startShellServer(
      shellServerSettings(['--dist', dist, '--config', configFile], {
        PORT: '0',
        BIND_HOST: '127.0.0.1',
        HTML_CACHE_SECONDS: '30',
      }),
    );
  });
  afterAll(() => server.close());

  it('says when the first views could not be readied, and serves the page without one', async () => {
    expect(server.firstViewsReady).toBe(false);
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it("sends the pages with the policy of the config and the page's own inline script, cacheable by a CDN briefly", async () => {
    const response = await fetch(`${server.url}/gallery`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
  });

  it('serves /config.json from its file, read again once it changes', async () => {
    expect(((await (await fetch(`${server.url}/config.json`)).json()) as { apiBaseUrl: string }).apiBaseUrl).toBe(
      'https://api.example.com',
    );
    writeFileSync(configFile, JSON.stringify(config('https://api.other.example')));
    expect(((await (await fetch(`${server.url}/config.json`)).json()) as { apiBaseUrl: string }).apiBaseUrl).toBe(
      'https://api.other.example',
    );
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toContain('https://api.other.example');
  });

  it('does not serve the CDN rules file of the dist folder', async () => {
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
  });
});
