import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEDERATION_CONTRACT, type RemoteDeclaration, type ShellDeclaration } from 'shared-contracts';
import { REMOTES } from '../../../stack.config';
import { deployFit } from './deploy-fit';

/**
 * The can-deploy stage of `npm run verify`: a package's new build against the reference deployment (main's builds).
 * A team's change that would break the composed site fails its own check here, before any journey runs.
 */
const SHELL: ShellDeclaration = {
  contract: FEDERATION_CONTRACT,
  shared: {
    react: { version: '19.3.1' },
    'web-kit': { version: '1.3.0' },
    antd: { version: '6.6.8', names: ['Button', 'Descriptions', 'Table'] },
  },
};

function declaration(
  remote: (typeof REMOTES)[number],
  shared: RemoteDeclaration['shared'],
): RemoteDeclaration {
  return {
    contract: FEDERATION_CONTRACT,
    remote: remote.name,
    pages: [{ path: `/admin/${remote.pkg}`, expose: 'Page', label: remote.pkg, order: 1, section: 'admin' }],
    extensions: [],
    shared,
  };
}

const FITTING_SHARED: RemoteDeclaration['shared'] = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  'web-kit': { version: '1.3.0', requiredVersion: '^1.3.0' },
  antd: { version: '6.6.8', requiredVersion: '^6.6.8', names: ['Button', 'Descriptions'] },
};

function writeBuild(root: string, pkg: string, file: string, json: unknown): void {
  mkdirSync(path.join(root, pkg, 'dist'), { recursive: true });
  writeFileSync(path.join(root, pkg, 'dist', file), JSON.stringify(json));
}

const manifestOf = (declared: RemoteDeclaration) => ({
  name: declared.remote,
  metaData: { declaration: declared },
  exposes: [{ name: 'Page', path: './Page' }],
});

let reference: string;
let tree: string;
beforeEach(() => {
  reference = mkdtempSync(path.join(tmpdir(), 'reference-'));
  tree = mkdtempSync(path.join(tmpdir(), 'tree-'));
  writeBuild(reference, 'shell', 'shell.json', SHELL);
  for (const remote of REMOTES)
    writeBuild(reference, remote.pkg, 'mf-manifest.json', manifestOf(declaration(remote, FITTING_SHARED)));
});
afterEach(() => {
  rmSync(reference, { recursive: true, force: true });
  rmSync(tree, { recursive: true, force: true });
});

const serviceArea = REMOTES.find((remote) => remote.pkg === 'mf-admin-service-area')!;

test('a remote built like the reference fits', async () => {
  writeBuild(tree, serviceArea.pkg, 'mf-manifest.json', manifestOf(declaration(serviceArea, FITTING_SHARED)));
  const verdict = await deployFit(serviceArea.pkg, 'remote', reference, tree);
  expect(verdict.failures).toEqual([]);
});

test("a remote built against a web-kit the reference shell does not provide fails the team's check", async () => {
  const newer = { ...FITTING_SHARED, 'web-kit': { version: '1.4.0', requiredVersion: '^1.4.0' } };
  writeBuild(tree, serviceArea.pkg, 'mf-manifest.json', manifestOf(declaration(serviceArea, newer)));
  const verdict = await deployFit(serviceArea.pkg, 'remote', reference, tree);
  expect(verdict.failures).toEqual([
    'mf_admin_service_area needs web-kit ^1.4.0, the shell provides 1.3.0: deploy the shell first',
  ]);
});

test('a remote that takes a path another reference remote serves fails', async () => {
  const taken = { ...declaration(serviceArea, FITTING_SHARED) };
  taken.pages = [{ ...taken.pages[0]!, path: '/admin/mf-admin-inquiries' }];
  writeBuild(tree, serviceArea.pkg, 'mf-manifest.json', manifestOf(taken));
  const verdict = await deployFit(serviceArea.pkg, 'remote', reference, tree);
  expect(verdict.failures.join('\n')).toContain('/admin/mf-admin-inquiries');
});

test('a shell that drops an antd name the reference remotes use is noted for each of them (they load their own antd)', async () => {
  const smaller = {
    ...SHELL,
    shared: { ...SHELL.shared, antd: { version: '6.6.8', names: ['Button', 'Table'] } },
  };
  writeBuild(tree, 'shell', 'shell.json', smaller);
  const verdict = await deployFit('shell', 'shell', reference, tree);
  // Dropping a name makes each remote load its own antd: it still works, so it is a note per remote, not a failure.
  expect(verdict.failures).toEqual([]);
  expect(verdict.notes).toHaveLength(REMOTES.length);
  expect(verdict.notes[0]).toMatch(/^mf-public \(reference\) with the new shell: .*own copy of antd/);
});

test('a shell whose web-kit is older than the reference remotes need fails for every remote', async () => {
  writeBuild(tree, 'shell', 'shell.json', {
    ...SHELL,
    shared: { ...SHELL.shared, 'web-kit': { version: '1.2.0' } },
  });
  const verdict = await deployFit('shell', 'shell', reference, tree);
  expect(verdict.failures).toHaveLength(REMOTES.length);
  expect(verdict.failures[0]).toContain('mf_public needs web-kit ^1.3.0, the shell provides 1.2.0');
});

describe('what the package calls of the API, against the reference (issue 43)', () => {
  const COUNTS = { '/api/admin/inquiries/counts': { get: { operationId: 'countInquiries', responses: {} } } };
  const apiDocument = (paths: Record<string, unknown>) => ({
    openapi: '3.0.3',
    info: { version: '1.1.0' },
    paths,
  });
  const usage = {
    contract: '1.1.0',
    operations: { 'GET /api/admin/inquiries/counts': { params: {}, body: {}, answer: {} } },
  };
  const writeApiDocument = (root: string, paths: Record<string, unknown>) => {
    mkdirSync(path.join(root, 'api'), { recursive: true });
    writeFileSync(path.join(root, 'api', 'openapi.json'), JSON.stringify(apiDocument(paths)));
  };
  const inquiries = REMOTES.find((remote) => remote.pkg === 'mf-admin-inquiries')!;

  test('a remote that calls an operation the reference API lacks fails its check, naming the operation', async () => {
    writeBuild(tree, inquiries.pkg, 'mf-manifest.json', manifestOf(declaration(inquiries, FITTING_SHARED)));
    writeBuild(tree, inquiries.pkg, 'api-usage.json', usage);
    writeApiDocument(reference, COUNTS);
    expect((await deployFit(inquiries.pkg, 'remote', reference, tree)).failures).toEqual([]);
    writeApiDocument(reference, {});
    expect((await deployFit(inquiries.pkg, 'remote', reference, tree)).failures).toEqual([
      'mf_admin_inquiries calls GET /api/admin/inquiries/counts, which the API lacks',
    ]);
  });

  test("an API build that drops an operation a reference remote calls fails the API's check", async () => {
    writeBuild(reference, inquiries.pkg, 'api-usage.json', usage);
    writeApiDocument(tree, COUNTS);
    expect((await deployFit('api', 'api', reference, tree)).failures).toEqual([]);
    writeApiDocument(tree, {});
    expect((await deployFit('api', 'api', reference, tree)).failures).toEqual([
      'deployed mf_admin_inquiries calls GET /api/admin/inquiries/counts, which the API lacks',
    ]);
  });
});
