import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEDERATION_CONTRACT, REMOTE_NAMES, type RemoteDeclaration } from 'shared-contracts';

// The real command, as `npm run can-deploy` runs it: tsx, from the repository's root.
const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(__dirname, 'cli.ts');

const SHELL_JSON = { contract: FEDERATION_CONTRACT, shared: { 'web-kit': { version: '1.1.0' } } };

function declaration(remote: string, webKit: string): RemoteDeclaration {
  const expose = remote.replace(/^mf_/, '');
  return {
    contract: FEDERATION_CONTRACT,
    remote,
    pages: [{ path: `/admin/${expose}`, expose, label: expose, order: 1, section: 'admin' }],
    extensions: [],
    shared: { 'web-kit': { version: webKit, requiredVersion: `^${webKit}` } },
  };
}

const manifest = (remote: string, webKit = '1.1.0') => {
  const built = declaration(remote, webKit);
  return JSON.stringify({
    metaData: { declaration: built },
    exposes: built.pages.map((page) => ({ name: page.expose, path: `./${page.expose}` })),
  });
};

/** The CDN: shell.json and config.json at its root, each remote's manifest in its folder; other paths answer 404. */
function startCdn(): Promise<{ server: Server; url: string; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, files }),
    ),
  );
}

/** The deployed API's document (one operation) and a remote build's record of calling it, or another one. */
const API_DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'API', version: '1.1.0' },
  paths: {
    '/api/admin/inquiries/counts': { get: { operationId: 'countInquiries', responses: { 200: {} } } },
  },
};
const usage = (path: string) =>
  JSON.stringify({
    contract: '1.1.0',
    operations: { [`GET ${path}`]: { params: {}, body: {}, answer: {} } },
  });

function runtimeConfig(cdnUrl: string, remoteFolder: (remote: string) => string): string {
  return JSON.stringify({
    apiBaseUrl: '',
    companyDomain: 'example.com',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((remote) => [remote, `${cdnUrl}/${remoteFolder(remote)}/mf-manifest.json`]),
    ),
    firebase: { apiKey: 'key', authDomain: 'example.firebaseapp.com', projectId: 'example' },
  });
}

function canDeploy(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run can-deploy', () => {
  jest.setTimeout(30_000);
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'can-deploy-'));
  const dist = path.join(dir, 'mf-admin-inquiries', 'dist');
  mkdirSync(dist, { recursive: true });

  beforeAll(async () => {
    cdn = await startCdn();
    for (const remote of REMOTE_NAMES) cdn.files.set(`/${remote}/mf-manifest.json`, manifest(remote));
    cdn.files.set('/shell.json', JSON.stringify(SHELL_JSON));
    cdn.files.set('/api/openapi.json', JSON.stringify(API_DOCUMENT));
    for (const remote of REMOTE_NAMES)
      cdn.files.set(`/${remote}/api-usage.json`, usage('/api/admin/inquiries/counts'));
    writeFileSync(path.join(dist, 'api-usage.json'), usage('/api/admin/inquiries/counts'));
    cdn.files.set(
      '/config.json',
      runtimeConfig(cdn.url, (remote) => remote),
    );
  });
  afterAll(() => new Promise((closed) => cdn.server.close(closed)));

  it('exits 0 for a dist folder that fits the deployment of a config URL, reading shell.json beside it', async () => {
    writeFileSync(path.join(dist, 'mf-manifest.json'), manifest('mf_admin_inquiries'));
    const result = await canDeploy(dist, '--against', `${cdn.url}/config.json`);
    expect(result.stdout).toContain(`and ${cdn.url}/shell.json`);
    expect(result.stdout).toContain(`and ${cdn.url}/api/openapi.json`);
    expect(result.stdout).toContain('It fits');
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  it('exits 1 with the reason for a remote that needs a newer web-kit, against a config file', async () => {
    const configFile = path.join(dir, 'config.json');
    writeFileSync(
      configFile,
      runtimeConfig(cdn.url, (remote) => remote),
    );
    writeFileSync(path.join(dir, 'shell.json'), JSON.stringify(SHELL_JSON));
    const manifestFile = path.join(dist, 'mf-manifest.json');
    writeFileSync(manifestFile, manifest('mf_admin_inquiries', '1.2.0'));
    const result = await canDeploy(manifestFile, '--against', configFile);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'does not fit: mf_admin_inquiries needs web-kit ^1.2.0, the shell provides 1.1.0: deploy the shell first',
    );
  });

  it('exits 1 naming the URL of a deployed manifest or shell.json that cannot be read', async () => {
    writeFileSync(path.join(dist, 'mf-manifest.json'), manifest('mf_admin_inquiries'));
    cdn.files.set(
      '/gone/config.json',
      runtimeConfig(cdn.url, (remote) => (remote === 'mf_admin_content' ? 'gone' : remote)),
    );
    const result = await canDeploy(
      dist,
      '--against',
      `${cdn.url}/gone/config.json`,
      '--shell',
      `${cdn.url}/shell.json`,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `does not fit: deployed mf_admin_content: cannot read ${cdn.url}/gone/mf-manifest.json: HTTP 404 Not Found`,
    );

    const withoutShell = await canDeploy(dist, '--against', `${cdn.url}/gone/config.json`);
    expect(withoutShell.stderr).toContain(
      `does not fit: the deployed shell: cannot read ${cdn.url}/gone/shell.json: HTTP 404 Not Found`,
    );
  });

  it('exits 1 for a remote calling an operation the deployed API lacks, naming it (issue 43)', async () => {
    writeFileSync(path.join(dist, 'mf-manifest.json'), manifest('mf_admin_inquiries'));
    writeFileSync(path.join(dist, 'api-usage.json'), usage('/api/admin/inquiries/{id}/timeline'));
    const result = await canDeploy(dist, '--against', `${cdn.url}/config.json`);
    writeFileSync(path.join(dist, 'api-usage.json'), usage('/api/admin/inquiries/counts'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'does not fit: mf_admin_inquiries calls GET /api/admin/inquiries/{id}/timeline, which the API lacks',
    );
  });

  it('checks an API build against the deployed remotes: additive passes, a removal they use does not', async () => {
    const build = path.join(dir, 'openapi.json');
    const paths = { ...API_DOCUMENT.paths, '/api/new': { get: { responses: { 200: {} } } } };
    writeFileSync(build, JSON.stringify({ ...API_DOCUMENT, paths }));
    const additive = await canDeploy('api', '--against', `${cdn.url}/config.json`, '--api-document', build);
    expect(additive).toMatchObject({ code: 0, stderr: '' });
    expect(additive.stdout).toContain('It fits: every deployed remote finds what it calls.');

    writeFileSync(build, JSON.stringify({ ...API_DOCUMENT, paths: { '/api/new': paths['/api/new'] } }));
    const removal = await canDeploy('api', '--against', `${cdn.url}/config.json`, '--api-document', build);
    expect(removal.code).toBe(1);
    expect(removal.stderr).toContain(
      'does not fit: deployed mf_admin_inquiries calls GET /api/admin/inquiries/counts, which the API lacks',
    );
  });
});
