import { FIRST_PAINT_CONTRACT, FEDERATION_CONTRACT, type RuntimeConfig } from 'shared-contracts';
import type { SitePage } from './first-view/declared-pages.js';
import { pageHints, shellHeadHtml } from './page-hints.js';

const CONFIG = {
  remotes: {
    mf_public: 'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json',
    mf_admin_content: 'https://cdn.example.com/content/mf-manifest.json',
    mf_admin_inquiries: 'https://cdn.example.com/inquiries/mf-manifest.json',
    mf_admin_service_area: 'https://cdn.example.com/area/mf-manifest.json',
  },
  apiBaseUrl: 'https://api.example.com',
  companyDomain: 'alamomasonry.com',
  firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
} as RuntimeConfig;

const FRAME_READS = ['/api/content/contact'];
const HOME: SitePage = {
  path: '/',
  expose: 'Home',
  label: 'Home',
  section: 'public',
  order: 1,
  reads: ['/api/content/home', ...FRAME_READS],
  remote: 'mf_public',
};
const GALLERY: SitePage = {
  path: '/gallery',
  expose: 'Gallery',
  label: 'Gallery',
  section: 'public',
  order: 3,
  reads: ['/api/gallery', '/api/gallery/categories', ...FRAME_READS],
  remote: 'mf_public',
};
const HERO = { Home: [{ href: '/images/hero-768.webp', type: 'image/webp', media: '(max-width: 768px)' }] };

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

describe('pageHints', () => {
  it('announces what / needs: the config, the remote and API origins, the hero photo and the reads it declares', () => {
    expect(links(pageHints(HOME, CONFIG, HERO))).toEqual([
      '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">',
      '<link rel="preconnect" href="https://cdn.example.com">',
      '<link rel="preconnect" href="https://cdn.example.com" crossorigin="anonymous">',
      '<link rel="preconnect" href="https://api.example.com">',
      '<link rel="preload" as="image" href="/images/hero-768.webp" type="image/webp" media="(max-width: 768px)" fetchpriority="high">',
      '<link rel="preload" as="fetch" href="https://api.example.com/api/content/home" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="https://api.example.com/api/content/contact" crossorigin="use-credentials">',
    ]);
  });

  it('the gallery preloads the reads its remote declares for it, each once', () => {
    const hints = links(pageHints(GALLERY, CONFIG, HERO));
    expect(hints).toContain(
      '<link rel="preload" as="fetch" href="https://api.example.com/api/gallery" crossorigin="use-credentials">',
    );
    expect(hints).toContain(
      '<link rel="preload" as="fetch" href="https://api.example.com/api/gallery/categories" crossorigin="use-credentials">',
    );
    expect(hints.join('')).not.toMatch(/hero|home/);
    expect(hints.filter((hint) => hint.includes('/api/content/contact'))).toHaveLength(1);
  });

  it("never announces the remote's own files: the config the shell reads decides where they come from", () => {
    expect(links(pageHints(HOME, CONFIG, HERO)).join('')).not.toMatch(/mf-manifest|remoteEntry|as="script"|as="style"/);
  });

  it('other routes (admin, 404: no public page) only preload the runtime config', () => {
    expect(links(pageHints(undefined, CONFIG))).toEqual([
      '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">',
    ]);
  });
});

describe('shellHeadHtml', () => {
  const manifest = (pages: SitePage[]) => ({
    metaData: {
      declaration: {
        contract: FEDERATION_CONTRACT,
        remote: 'mf_public',
        pages: pages.map(({ remote: _remote, ...page }) => page),
        extensions: [],
        shared: {},
        firstPaint: { contract: FIRST_PAINT_CONTRACT, sha256: 'ab' },
      },
    },
  });

  it("learns the route's page and reads from its remote's deployed manifest, its images from page-hints.json", async () => {
    const files: Record<string, unknown> = {
      'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json': manifest([HOME, GALLERY]),
      'https://cdn.example.com/mf-public/1.4.2/page-hints.json': HERO,
    };
    const head = shellHeadHtml(() => CONFIG, async (url) => files[url]);
    const home = await head('/');
    expect(home).toContain('hero-768.webp');
    expect(home).toContain('https://api.example.com/api/content/home');
    expect(await head('/gallery/')).toContain('https://api.example.com/api/gallery/categories');
  });

  it("prefetches the other public pages' scripts in CORS mode, as the shell loads them, and their styles without", async () => {
    const files: Record<string, unknown> = {
      'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json': {
        ...manifest([HOME, GALLERY]),
        exposes: [{ path: './Gallery', assets: { js: { sync: ['gallery.1.js'] }, css: { sync: ['gallery.1.css'] } } }],
      },
    };
    const prefetches = links(await shellHeadHtml(() => CONFIG, async (url) => files[url])('/')).filter((hint) =>
      hint.startsWith('<link rel="prefetch"'),
    );
    expect(prefetches).toEqual([
      '<link rel="prefetch" as="script" href="https://cdn.example.com/mf-public/1.4.2/gallery.1.js" crossorigin="anonymous">',
      '<link rel="prefetch" as="style" href="https://cdn.example.com/mf-public/1.4.2/gallery.1.css">',
    ]);
  });

  it('a page its remote no longer declares gets no page hints', async () => {
    const files: Record<string, unknown> = {
      'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json': manifest([HOME]),
    };
    expect(links(await shellHeadHtml(() => CONFIG, async (url) => files[url])('/gallery'))).toEqual([
      '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">',
    ]);
  });

  it('a broken runtime config costs the hints, not the page', async () => {
    const head = shellHeadHtml(
      () => {
        throw new SyntaxError('Unexpected end of JSON input');
      },
      async () => undefined,
    );
    await expect(head('/')).resolves.toBe('');
  });
});
