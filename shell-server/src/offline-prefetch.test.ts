import type { DeployedRemote, SitePage } from './first-view/declared-pages.js';
import { offlinePrefetches } from './offline-prefetch.js';

const MANIFEST_URL = 'https://cdn.example.com/mf-public/mf-manifest.json';
const page = (path: string, expose: string, order: number): SitePage => ({
  path,
  expose,
  label: expose,
  section: 'public',
  order,
  remote: 'mf_public',
});
const PAGES = [
  page('/', 'Home', 1),
  page('/services', 'Services', 2),
  page('/es', 'HomeEs', 3),
  page('/es/services', 'ServicesEs', 4),
];
const assets = (name: string) => ({
  js: { sync: [`${name}.js`, 'shared-content.js'] },
  css: { sync: [`${name}.css`] },
});
const REMOTES: DeployedRemote[] = [
  {
    remote: 'mf_public',
    manifestUrl: MANIFEST_URL,
    manifest: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: PAGES.map(({ expose }) => ({ path: `./${expose}`, assets: assets(expose) })),
    },
    declaration: {} as DeployedRemote['declaration'],
  },
  {
    remote: 'mf_admin_content',
    manifestUrl: 'https://cdn.example.com/content/mf-manifest.json',
    manifest: { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] },
    declaration: {} as DeployedRemote['declaration'],
  },
];
const files = (urlPath: string) =>
  offlinePrefetches(urlPath, REMOTES, PAGES).map(
    ({ href, as }) => `${as} ${href.replace('https://cdn.example.com/mf-public/', '')}`,
  );

describe('offlinePrefetches', () => {
  it("on a page, every other public page's start-up files, its own language first, none the page preloads itself", () => {
    expect(files('/es/')).toEqual([
      'script ServicesEs.js',
      'style ServicesEs.css',
      'script Home.js',
      'style Home.css',
      'script Services.js',
      'style Services.css',
    ]);
  });

  it("on a path that is no page (404), the public remote's entry too, and every page's files once", () => {
    expect(files('/no-such-page')).toEqual([
      'script remoteEntry.js',
      'script Home.js',
      'script shared-content.js',
      'style Home.css',
      'script Services.js',
      'style Services.css',
      'script HomeEs.js',
      'style HomeEs.css',
      'script ServicesEs.js',
      'style ServicesEs.css',
    ]);
  });

  it('nothing for the back office, which is never offline', () => {
    expect(files('/admin/content')).toEqual([]);
    expect(files('/admin')).toEqual([]);
  });
});
