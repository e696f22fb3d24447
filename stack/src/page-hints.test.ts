import type { RuntimeConfig } from 'shared-contracts';
import { pageHints, shellHeadHtml } from './page-hints';

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

const HERO = { Home: [{ href: '/images/hero-768.webp', type: 'image/webp', media: '(max-width: 768px)' }] };

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

describe('pageHints', () => {
  it('announces what / needs: the config, the remote and API origins, the hero photo and the content calls', () => {
    expect(links(pageHints('/', CONFIG, HERO))).toEqual([
      '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">',
      '<link rel="preconnect" href="https://cdn.example.com">',
      '<link rel="preconnect" href="https://cdn.example.com" crossorigin="anonymous">',
      '<link rel="preconnect" href="https://api.example.com">',
      '<link rel="preload" as="image" href="/images/hero-768.webp" type="image/webp" media="(max-width: 768px)" fetchpriority="high">',
      '<link rel="preload" as="fetch" href="https://api.example.com/api/content/home" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="https://api.example.com/api/content/contact" crossorigin="use-credentials">',
    ]);
  });

  it('the gallery reads its list and categories; a trailing slash is the same page', () => {
    const hints = links(pageHints('/gallery/', CONFIG, HERO));
    expect(hints).toContain(
      '<link rel="preload" as="fetch" href="https://api.example.com/api/gallery" crossorigin="use-credentials">',
    );
    expect(hints).toContain(
      '<link rel="preload" as="fetch" href="https://api.example.com/api/gallery/categories" crossorigin="use-credentials">',
    );
    expect(hints.join('')).not.toMatch(/hero|home/);
  });

  it("never announces the remote's own files: the config the shell reads decides where they come from", () => {
    expect(links(pageHints('/', CONFIG, HERO)).join('')).not.toMatch(/mf-manifest|remoteEntry|as="script"|as="style"/);
  });

  it('other routes (admin, 404) only preload the runtime config', () => {
    for (const path of ['/admin', '/admin/login', '/nowhere'])
      expect(links(pageHints(path, CONFIG))).toEqual([
        '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">',
      ]);
  });
});

describe('shellHeadHtml', () => {
  it("reads the image hints from page-hints.json beside the route's remote manifest", async () => {
    const files: Record<string, unknown> = { 'https://cdn.example.com/mf-public/1.4.2/page-hints.json': HERO };
    const html = await shellHeadHtml(() => CONFIG, async (url) => files[url])('/');
    expect(html).toContain('hero-768.webp');
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
