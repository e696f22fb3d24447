import type { RuntimeConfig } from 'shared-contracts';
import {
  loadedRemotePage,
  loadRemotePage,
  preloadPublicPageAt,
  registerRuntimeRemotes,
  setFederationHost,
  type FederationHost,
} from './remotes';
import { TEST_PAGE_TABLE } from '../../testing/page-table';

const REMOTES: RuntimeConfig['remotes'] = {
  mf_public: 'http://cdn.test/public/mf-manifest.json',
  mf_admin_content: 'http://cdn.test/content/mf-manifest.json',
  mf_admin_inquiries: 'http://cdn.test/inquiries/mf-manifest.json',
  mf_admin_service_area: 'http://cdn.test/service-area/mf-manifest.json',
};

type Loaded = Awaited<ReturnType<FederationHost['loadRemote']>>;

function fakeHost(loadRemote: (id: string) => Promise<Loaded>) {
  const host = {
    registerRemotes: jest.fn<void, Parameters<FederationHost['registerRemotes']>>(),
    registerPlugins: jest.fn<void, Parameters<FederationHost['registerPlugins']>>(),
    loadRemote: jest.fn(loadRemote),
  };
  return host as typeof host & FederationHost;
}

afterEach(() => setFederationHost(undefined));

describe('runtime remotes', () => {
  it('registers every remote of the runtime config by its manifest URL, plus the plugins', () => {
    const host = fakeHost(async () => null);
    setFederationHost(host);
    const plugin = { name: 'p' };
    registerRuntimeRemotes(REMOTES, [plugin]);
    expect(host.registerPlugins).toHaveBeenCalledWith([plugin]);
    expect(host.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_public', entry: REMOTES.mf_public },
      { name: 'mf_admin_content', entry: REMOTES.mf_admin_content },
      { name: 'mf_admin_inquiries', entry: REMOTES.mf_admin_inquiries },
      { name: 'mf_admin_service_area', entry: REMOTES.mf_admin_service_area },
    ]);
  });

  it('Retry re-registers a remote that never loaded, so a cached failure is forgotten', async () => {
    const Page = () => null;
    const host = fakeHost(async () => ({ default: Page }));
    setFederationHost(host);
    registerRuntimeRemotes(REMOTES);
    host.registerRemotes.mockClear();
    host.loadRemote.mockResolvedValueOnce({ isRemoteFallback: true, default: Page } as never);

    await loadRemotePage('mf_public/Home'); // fallback module: the remote has not loaded yet
    await loadRemotePage('mf_public/Home', true);
    expect(host.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_public', entry: REMOTES.mf_public }], {
      force: true,
    });

    // Once loaded, Retry must not tear the remote down (its shared singletons may be in use).
    host.registerRemotes.mockClear();
    await loadRemotePage('mf_public/Services', true);
    expect(host.registerRemotes).not.toHaveBeenCalled();
  });

  it('rejects a module without a default export and an unknown remote', async () => {
    setFederationHost(fakeHost(async () => ({}) as never));
    registerRuntimeRemotes(REMOTES);
    await expect(loadRemotePage('mf_public/Home')).rejects.toThrow('has no default export');
    setFederationHost(fakeHost(async () => null));
    await expect(loadRemotePage('mf_public/Home')).rejects.toThrow('is not registered');
  });

  it("the first view's early start and the page share one load; a page whose code arrived is known at once", async () => {
    const Page = () => null;
    const host = fakeHost(async () => ({ default: Page }));
    setFederationHost(host);
    registerRuntimeRemotes(REMOTES);

    preloadPublicPageAt('/services/', TEST_PAGE_TABLE);
    expect(loadedRemotePage('mf_public/Services')).toBeUndefined();
    const mod = await loadRemotePage('mf_public/Services');
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedRemotePage('mf_public/Services')).toBe(mod);

    preloadPublicPageAt('/not-a-page', TEST_PAGE_TABLE);
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('never starts an admin page early: its code waits for the staff session', () => {
    const host = fakeHost(async () => ({ default: () => null }));
    setFederationHost(host);
    registerRuntimeRemotes(REMOTES);

    for (const path of ['/admin', '/admin/inquiries', '/admin/content', '/admin/service-area'])
      preloadPublicPageAt(path, TEST_PAGE_TABLE);
    expect(host.loadRemote).not.toHaveBeenCalled();
  });

  it('does not keep a failed load or the stand-in of a remote that is down: the next visit tries again', async () => {
    const Page = () => null;
    const host = fakeHost(async () => ({ default: Page }));
    setFederationHost(host);
    registerRuntimeRemotes(REMOTES);
    host.loadRemote
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ isRemoteFallback: true, default: Page } as never);

    await expect(loadRemotePage('mf_public/Home')).rejects.toThrow('Failed to get manifest');
    await loadRemotePage('mf_public/Home'); // the fallback plugin's stand-in
    expect(loadedRemotePage('mf_public/Home')).toBeUndefined();
    await loadRemotePage('mf_public/Home');
    expect(host.loadRemote).toHaveBeenCalledTimes(3);
    expect(loadedRemotePage('mf_public/Home')?.default).toBe(Page);
  });
});
