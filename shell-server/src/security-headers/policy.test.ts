import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from 'shared-contracts';
import { writeHeadersFile } from './headers-file.js';
import { inlineScriptsOf, scriptHashSources } from './inline-scripts.js';
import { assetHeaders, contentSecurityPolicy, FIREBASE_AUTH_ORIGINS, securityHeaders } from './policy.js';

const CONFIG: RuntimeConfig = {
  apiBaseUrl: 'https://api.alamomasonry.com',
  companyDomain: 'alamomasonry.com',
  remotes: {
    mf_public: 'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json',
    mf_admin_content: 'https://cdn.example.com/mf-admin-content/1.0.0/mf-manifest.json',
    mf_admin_inquiries: 'https://admin-cdn.example.com/inq/mf-manifest.json',
    mf_admin_service_area: 'https://cdn.example.com/sa/mf-manifest.json',
  },
  firebase: { apiKey: 'k', authDomain: 'masonry.firebaseapp.com', projectId: 'masonry' },
};

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('inline script hashes', () => {
  const html = `<head><script>window.a=1</script><script type="application/ld+json">{"b":2}</script>
    <script defer src="/main.1234567890.js"></script><SCRIPT>b()</SCRIPT></head>`;

  it('hashes every inline script as the browser does, never an external one', () => {
    expect(inlineScriptsOf(html)).toEqual(['window.a=1', '{"b":2}', 'b()']);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptHashSources(html)).toEqual([sha('window.a=1'), sha('{"b":2}'), sha('b()')]);
  });
});

describe('content security policy', () => {
  it('allows scripts from itself, the remotes and the listed hashes only', () => {
    const csp = contentSecurityPolicy({ config: CONFIG, scriptHashes: ["'sha256-abc='"] });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
      'https://admin-cdn.example.com',
      "'sha256-abc='",
    ]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('connects to the API, the remotes and Firebase Auth (Google, or the emulator when configured)', () => {
    const production = contentSecurityPolicy({ config: CONFIG });
    expect(directive(production, 'connect-src')).toEqual([
      "'self'",
      'https://api.alamomasonry.com',
      'https://cdn.example.com',
      'https://admin-cdn.example.com',
      ...FIREBASE_AUTH_ORIGINS,
    ]);
    expect(directive(production, 'frame-src')).toEqual(['https://masonry.firebaseapp.com']);
    const local = contentSecurityPolicy({
      config: { ...CONFIG, firebase: { ...CONFIG.firebase, authEmulatorUrl: 'http://127.0.0.1:9099' } },
    });
    expect(directive(local, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive(local, 'connect-src')).not.toContain(FIREBASE_AUTH_ORIGINS[0]);
    expect(directive(local, 'img-src')).toContain('https://api.alamomasonry.com');
  });

  it('allows the origins of canaries and of remoteOrigins, so a tab follows the config between them (issue 46)', () => {
    const csp = contentSecurityPolicy({
      config: {
        ...CONFIG,
        canaries: {
          mf_admin_content: {
            manifest: 'https://canary.example.com/c/mf-manifest.json',
            version: '1.0.1',
            percent: 10,
            since: '2026-06-01T00:00:00Z',
          },
        },
        remoteOrigins: ['https://releases.example.com'],
      },
    });
    for (const name of ['script-src', 'style-src', 'connect-src', 'font-src', 'img-src'])
      expect(directive(csp, name)).toEqual(
        expect.arrayContaining(['https://canary.example.com', 'https://releases.example.com']),
      );
  });

  it('a same-origin API ("") adds nothing beyond self', () => {
    const csp = contentSecurityPolicy({ config: { ...CONFIG, apiBaseUrl: '' } });
    expect(directive(csp, 'connect-src')).not.toContain('');
  });

  it('gives the service worker a policy of its own that a moved remote cannot outdate', () => {
    const worker = securityHeaders('shell', { config: CONFIG, worker: true })['Content-Security-Policy']!;
    expect(directive(worker, 'script-src')).toEqual(["'self'"]);
    expect(directive(worker, 'connect-src')).toContain('*');
  });

  it('sends the other headers, HSTS only when asked, and CORP by role', () => {
    const shell = securityHeaders('shell', { config: CONFIG });
    expect(shell).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(shell['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('remote', { config: CONFIG, hsts: true })).toMatchObject({
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });
});

describe('_headers file', () => {
  it("covers every path of the dist with the built page's script hashes", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'headers-'));
    writeFileSync(path.join(dist, 'index.html'), '<head><script>boot()</script></head>');
    writeHeadersFile(dist, 'shell', CONFIG, { hsts: true });
    const file = readFileSync(path.join(dist, '_headers'), 'utf8');
    expect(file).toMatch(/^#.*\n\/\*\n {2}Content-Security-Policy: default-src 'self'; /);
    expect(file).toContain(scriptHashSources('<script>boot()</script>')[0]);
    expect(file).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    expect(file).toMatch(
      /\n\/sw\.js\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: default-src 'self'; script-src 'self'; connect-src \*/,
    );
  });

  it("lets the shell's page read a remote's files as CORS requests wherever the remote is hosted", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'headers-'));
    writeHeadersFile(dist, 'remote', CONFIG);
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toContain('\n  Access-Control-Allow-Origin: *\n');
  });

  it('files other than documents get only what applies to files', () => {
    expect(assetHeaders('remote')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    });
    expect(assetHeaders('shell', true)).toMatchObject({ 'Cross-Origin-Resource-Policy': 'same-origin' });
    expect(assetHeaders('shell')['Access-Control-Allow-Origin']).toBeUndefined();
    expect(Object.keys(assetHeaders('shell', true))).toContain('Strict-Transport-Security');
  });
});
