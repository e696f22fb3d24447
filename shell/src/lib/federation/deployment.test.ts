import {
  CANARY_BROWSER_ID_KEY,
  canaryBucket,
  FEDERATION_CONTRACT,
  type RuntimeConfig,
} from 'shared-contracts';
import { TEST_CONFIG } from '../../testing/test-utils';
import { currentDeployment, deploymentTable, startDeployment } from './deployment';
import { refreshDeployment } from './deployment-refresh';
import { loadSection } from './deployment-updates';
import { pageAt } from './page-table';
import { loadRemotePage, registerRuntimeRemotes, setFederationHost, type FederationHost } from './remotes';

const ROLLED_BACK = 'http://localhost:3003/1.4.0/mf-manifest.json';
const MISPLACED = 'http://localhost:3001/2.0.0/mf-manifest.json';

const manifest = (remote: string, expose: string, path: string) => ({
  metaData: {
    declaration: {
      contract: FEDERATION_CONTRACT,
      remote,
      pages: [
        { path, expose, label: expose, section: path.startsWith('/admin') ? 'admin' : 'public', order: 10 },
      ],
      shared: {},
    },
  },
});

let config: RuntimeConfig;
const served = new Map<string, unknown>([
  [TEST_CONFIG.remotes.mf_public, manifest('mf_public', 'Home', '/')],
  [TEST_CONFIG.remotes.mf_admin_content, manifest('mf_admin_content', 'Content', '/admin/content')],
  [TEST_CONFIG.remotes.mf_admin_inquiries, manifest('mf_admin_inquiries', 'Reports', '/admin/reports')],
  [
    TEST_CONFIG.remotes.mf_admin_service_area,
    manifest('mf_admin_service_area', 'Settings', '/admin/settings'),
  ],
  [ROLLED_BACK, manifest('mf_admin_inquiries', 'Inquiries', '/admin/inquiries')],
  // The public remote declaring a back-office page.
  [MISPLACED, manifest('mf_public', 'Reports', '/admin/reports')],
]);

function fakeHost() {
  return {
    registerRemotes: jest.fn<void, Parameters<FederationHost['registerRemotes']>>(),
    registerPlugins: jest.fn(),
    loadRemote: jest.fn(async <T>() => ({ default: () => null }) as T),
  };
}

let host: ReturnType<typeof fakeHost>;

beforeEach(async () => {
  config = structuredClone(TEST_CONFIG);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url === '/config.json' ? config : served.get(url);
    return new Response(JSON.stringify(body), { status: body ? 200 : 404 });
  }) as typeof fetch;
  host = fakeHost();
  setFederationHost(host as unknown as FederationHost);
  registerRuntimeRemotes(config.remotes);
  await startDeployment(config.remotes);
});
afterEach(() => setFederationHost(undefined));

describe('the deployment at start', () => {
  const manifestsRequested = () =>
    (global.fetch as jest.Mock).mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.endsWith('mf-manifest.json'));

  it("reads the public remote's declaration only; the back office's once a staff member enters it", async () => {
    expect(manifestsRequested()).toEqual([TEST_CONFIG.remotes.mf_public]);
    expect(deploymentTable().sections).toEqual(['public']);
    expect(pageAt(deploymentTable(), '/admin/content')).toBeUndefined();
    await loadSection('admin');
    expect(manifestsRequested()).toHaveLength(4);
    expect(deploymentTable().sections).toEqual(['public', 'admin']);
    expect(pageAt(deploymentTable(), '/admin/content')?.remote).toBe('mf_admin_content');
  });

  it('mounts no page a remote declares outside its section', async () => {
    await startDeployment({ ...config.remotes, mf_public: MISPLACED });
    expect(pageAt(deploymentTable(), '/admin/reports')).toBeUndefined();
  });
});

describe('the deployment, read again without a reload', () => {
  beforeEach(() => loadSection('admin'));

  it('a remote pointed at another build is loaded afresh from there, and its pages replace the old ones', async () => {
    config = { ...config, remotes: { ...config.remotes, mf_admin_inquiries: ROLLED_BACK } };
    host.registerRemotes.mockClear();
    const load = refreshDeployment().then(() => undefined);
    // A page load asked for meanwhile waits for the new deployment.
    const page = loadRemotePage('mf_admin_inquiries/Inquiries');
    await load;
    await page;
    expect(host.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admin_inquiries', entry: ROLLED_BACK }], {
      force: true,
    });
    const table = deploymentTable();
    expect(pageAt(table, '/admin/inquiries')?.remote).toBe('mf_admin_inquiries');
    expect(pageAt(table, '/admin/reports')).toBeUndefined();
    expect(host.loadRemote).toHaveBeenCalledWith('mf_admin_inquiries/Inquiries');
    expect(host.registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(
      host.loadRemote.mock.invocationCallOrder[0]!,
    );
  });

  it('a remote that cannot be read any more keeps the pages it declared, and is marked unavailable', async () => {
    const down = { ...config.remotes, mf_admin_content: 'http://localhost:3002/gone/mf-manifest.json' };
    config = { ...config, remotes: down };
    await refreshDeployment();
    expect(deploymentTable().unavailable).toEqual(['mf_admin_content']);
    expect(pageAt(deploymentTable(), '/admin/content')?.remote).toBe('mf_admin_content');
  });

  it('an unchanged config.json changes nothing', async () => {
    host.registerRemotes.mockClear();
    const before = deploymentTable();
    await refreshDeployment();
    expect(host.registerRemotes).not.toHaveBeenCalled();
    expect(deploymentTable()).toBe(before);
  });
});

describe('a canary (issue 46)', () => {
  beforeEach(() => loadSection('admin'));
  afterEach(() => localStorage.clear());

  const CANARY = 'http://localhost:4000/mf-admin-inquiries/1.1.0-canary/mf-manifest.json';
  served.set(CANARY, manifest('mf_admin_inquiries', 'Inquiries', '/admin/inquiries'));
  const idWhere = (inShare: boolean) =>
    Array.from({ length: 200 }, (_, index) => `browser-${index}`).find(
      (id) => canaryBucket(id, 'mf_admin_inquiries') < 50 === inShare,
    )!;
  const startCanary = () => {
    config = {
      ...config,
      canaries: {
        mf_admin_inquiries: {
          manifest: CANARY,
          version: '1.1.0-canary',
          percent: 50,
          since: '2026-06-01T00:00:00Z',
        },
      },
    };
  };

  it("a browser in the canary's share loads it at its next navigation, and the stable version again once it ends", async () => {
    localStorage.setItem(CANARY_BROWSER_ID_KEY, idWhere(true));
    startCanary();
    host.registerRemotes.mockClear();
    await refreshDeployment();
    expect(host.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admin_inquiries', entry: CANARY }], {
      force: true,
    });
    expect(currentDeployment().remotes?.mf_admin_inquiries).toBe(CANARY);
    expect(pageAt(deploymentTable(), '/admin/inquiries')?.remote).toBe('mf_admin_inquiries');

    const { canaries: _ended, ...withoutCanary } = config;
    config = withoutCanary;
    await refreshDeployment();
    expect(currentDeployment().remotes?.mf_admin_inquiries).toBe(TEST_CONFIG.remotes.mf_admin_inquiries);
    expect(pageAt(deploymentTable(), '/admin/reports')?.remote).toBe('mf_admin_inquiries');
  });

  it('a browser outside the share keeps the stable version, and its id (hence its share) across page loads', async () => {
    localStorage.setItem(CANARY_BROWSER_ID_KEY, idWhere(false));
    startCanary();
    host.registerRemotes.mockClear();
    await refreshDeployment();
    expect(host.registerRemotes).not.toHaveBeenCalled();
    expect(currentDeployment().remotes?.mf_admin_inquiries).toBe(TEST_CONFIG.remotes.mf_admin_inquiries);
  });
});
