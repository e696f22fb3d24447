import { loadRuntimeConfig } from '../lib/runtime-config';
import { fetchManifest } from '../lib/federation/manifests';
import { manifestHandoffPlugin } from './manifest-handoff-plugin';
import { STARTUP_GLOBAL } from './startup-fetches';
import { startupScript } from './startup-script';
import { SERVICE_WORKER_URL } from '../lib/register-service-worker';

const MANIFEST_URL = 'http://remotes.test/public/mf-manifest.json';
const CONFIG = {
  remotes: {
    mf_public: MANIFEST_URL,
    mf_admin_content: 'http://remotes.test/content/mf-manifest.json',
    mf_admin_inquiries: 'http://remotes.test/inquiries/mf-manifest.json',
    mf_admin_service_area: 'http://remotes.test/area/mf-manifest.json',
  },
  apiBaseUrl: 'http://api.test',
  companyDomain: 'alamomasonry.com',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
};
const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    declaration: {
      pages: [
        { path: '/', expose: 'Home', section: 'public' },
        { path: '/gallery', expose: 'Gallery', section: 'public' },
        { path: '/admin/reports', expose: 'Reports', section: 'admin' },
      ],
    },
  },
  exposes: [
    { path: './Home', assets: { js: { sync: ['home.1.js'] }, css: { sync: ['home.1.css'] } } },
    { path: './Gallery', assets: { js: { sync: ['gallery.1.js', 'cards.1.js'] }, css: { sync: [] } } },
    { path: './Reports', assets: { js: { sync: ['reports.1.js'] }, css: { sync: [] } } },
  ],
};

let requested: string[];

function runStartupAt(pathname: string, { serviceWorker = false } = {}) {
  window.history.replaceState(null, '', pathname);
  requested = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const body = url === '/config.json' ? CONFIG : url === MANIFEST_URL ? MANIFEST : undefined;
    return new Response(JSON.stringify(body), { status: body ? 200 : 404 });
  }) as typeof fetch;
  // The script exactly as the build writes it into index.html.
  new Function(startupScript({ serviceWorker }))();
}

const hints = (rel: 'preload' | 'prefetch') =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => [
    link.as,
    link.href,
    ...(link.crossOrigin === null ? [] : [link.crossOrigin]),
  ]);
const preloads = () => hints('preload');

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[STARTUP_GLOBAL];
});

describe('the HTML start-up script', () => {
  it("asks for the config and the public remote's manifest, then preloads the entry and chunks of the page it declares", async () => {
    runStartupAt('/gallery');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested).toEqual(['/config.json', MANIFEST_URL]);
    // In CORS mode, as the federation runtime loads a remote's scripts (their errors keep their message).
    expect(preloads()).toEqual([
      ['script', 'http://remotes.test/public/remoteEntry.js', 'anonymous'],
      ['script', 'http://remotes.test/public/gallery.1.js', 'anonymous'],
      ['script', 'http://remotes.test/public/cards.1.js', 'anonymous'],
    ]);
  });

  it("prefetches the other public pages' chunks, so they open offline after a short first visit; never an admin page's", async () => {
    runStartupAt('/gallery');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints('prefetch')).toEqual([
      ['script', 'http://remotes.test/public/home.1.js', 'anonymous'],
      ['style', 'http://remotes.test/public/home.1.css'],
    ]);
  });

  it("adds no second prefetch of a file the shell's server announced with the HTML (issue 44)", async () => {
    document.head.innerHTML =
      '<link rel="prefetch" as="script" href="http://remotes.test/public/home.1.js">' +
      '<link rel="prefetch" as="style" href="http://remotes.test/public/home.1.css">';
    runStartupAt('/gallery');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints('prefetch').map(([, href]) => href)).toEqual([
      'http://remotes.test/public/home.1.js',
      'http://remotes.test/public/home.1.css',
    ]);
  });

  it('preloads nothing on a path the public remote does not declare', async () => {
    runStartupAt('/simple');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested).toEqual(['/config.json', MANIFEST_URL]);
    expect(preloads()).toEqual([]);
  });

  it('in the back office asks for the config only: its remotes are read once the staff session is confirmed', async () => {
    runStartupAt('/admin/inquiries');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested).toEqual(['/config.json']);
  });

  it('hands its config and manifest responses to the shell once, then the shell asks the network again', async () => {
    runStartupAt('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    // The page table reads the manifest from the script's response; the federation runtime then gets the same one.
    expect(await (await fetchManifest(MANIFEST_URL)).json()).toEqual(MANIFEST);
    const handoff = manifestHandoffPlugin().fetch as (url: string) => Promise<Response> | undefined;
    expect(await (await handoff(MANIFEST_URL))!.json()).toEqual(MANIFEST);
    expect(requested).toEqual(['/config.json', MANIFEST_URL]);
    await loadRuntimeConfig();
    expect(requested).toEqual(['/config.json', MANIFEST_URL, '/config.json']);
  });
});

describe("the start-up script's service worker (production builds)", () => {
  let register: jest.Mock;
  beforeEach(() => {
    register = jest.fn().mockResolvedValue({});
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it('registers the offline worker for the whole site at the load event, before the app has started', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    runStartupAt('/', { serviceWorker: true });
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('on every page, the back office included; at once when the page has loaded already', () => {
    runStartupAt('/admin/inquiries', { serviceWorker: true });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('a development build registers none; a failed registration only warns', async () => {
    runStartupAt('/');
    expect(register).not.toHaveBeenCalled();
    register.mockRejectedValue(new Error('SecurityError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    runStartupAt('/', { serviceWorker: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('[shell] offline support unavailable', expect.any(Error));
    warn.mockRestore();
  });
});
