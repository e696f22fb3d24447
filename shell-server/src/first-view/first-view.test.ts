import { FEDERATION_CONTRACT, FIRST_PAINT_CONTRACT, type RuntimeConfig } from 'shared-contracts';
import {
  prepareFirstViews,
  shellPageWithFirstView,
  type FirstViewDrop,
  withDocumentLanguage,
  type FirstViewSources,
} from './first-view.js';

const MANIFEST_URL = 'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json';
const CONFIG = {
  remotes: {
    mf_public: MANIFEST_URL,
    mf_admin_content: 'https://cdn.example.com/content/mf-manifest.json',
    mf_admin_inquiries: 'https://cdn.example.com/inquiries/mf-manifest.json',
    mf_admin_service_area: 'https://cdn.example.com/area/mf-manifest.json',
  },
  apiBaseUrl: 'https://api.example.com',
} as RuntimeConfig;
const ADMIN_MANIFEST_URL = 'https://cdn.example.com/inquiries/mf-manifest.json';
const RENDERER = { contract: FIRST_PAINT_CONTRACT, sha256: 'c0ffee' };
const publicPage = (expose: string, path: string, order: number) => ({
  path,
  expose,
  label: expose,
  section: 'public',
  order,
});
const declaration = (remote: string, pages: unknown[], firstPaint?: unknown) => ({
  contract: FEDERATION_CONTRACT,
  remote,
  pages,
  extensions: [],
  shared: {},
  ...(firstPaint ? { firstPaint } : {}),
});
const PUBLIC_PAGES = [
  publicPage('Home', '/', 1),
  publicPage('Services', '/services', 2),
  publicPage('Gallery', '/gallery', 3),
  publicPage('Contact', '/contact', 4),
];
const INQUIRIES = {
  path: '/admin/inquiries',
  expose: 'Inquiries',
  label: 'Inquiries',
  section: 'admin',
  order: 1,
};
const MANIFEST = {
  exposes: [
    { path: './Home', assets: { css: { sync: ['__federation_expose_Home.abc.css'] } } },
    { path: './Gallery', assets: { css: { sync: [] } } },
  ],
  metaData: { declaration: declaration('mf_public', PUBLIC_PAGES, RENDERER) },
};
const ADMIN_MANIFEST = {
  exposes: [],
  metaData: { declaration: declaration('mf_admin_inquiries', [INQUIRIES]) },
};
const MANIFESTS: Record<string, unknown> = { [MANIFEST_URL]: MANIFEST, [ADMIN_MANIFEST_URL]: ADMIN_MANIFEST };
const INDEX = '<html><head></head><body><div id="root"></div></body></html>';
const SITE = 'https://www.alamomasonry.com';
const contact = { queryHash: '["content","contact"]' };

/** A remote renderer, a shell renderer (its withFirstView writes what it was given) and the files they come from. */
function fakeSources(overrides: Partial<FirstViewSources> = {}) {
  const renderFirstPaint = jest.fn(async ({ expose }: { expose: string; pageOrigin: string }) => ({
    html: `<h1>${expose}</h1>`,
    head: `<link rel="preload" as="image" href="/${expose}.webp"/>`,
    state: { queries: [{ queryHash: `["content","${expose}"]` }, contact], mutations: [] },
  }));
  const renderFramedPage = jest.fn(async ({ pageHtml }: { pageHtml: string }) => ({
    html: `<header></header><main>${pageHtml}</main><footer></footer>`,
    state: { queries: [contact], mutations: [] },
  }));
  const withFirstView = jest.fn((indexHtml: string, view: unknown) =>
    indexHtml.replace('<div id="root"></div>', `<div id="root">${JSON.stringify(view)}</div>`),
  );
  const withDeclarations = jest.fn(
    (indexHtml: string, declarations: unknown[]) =>
      `${indexHtml}<!-- declarations ${JSON.stringify(declarations)} -->`,
  );
  const loadRemoteRenderer = jest.fn(async (_manifestUrl: string, _declared: unknown) => ({
    renderFirstPaint,
  }));
  const sources: FirstViewSources = {
    readConfig: () => CONFIG,
    loadShellRenderer: async () => ({ renderFramedPage, withFirstView, withDeclarations }),
    loadRemoteRenderer,
    readJson: async (url) => MANIFESTS[url],
    readText: async (url) =>
      url === 'https://cdn.example.com/mf-public/1.4.2/__federation_expose_Home.abc.css'
        ? '.hero{}'
        : undefined,
    siteOrigins: [SITE, 'http://localhost:3000'],
    ...overrides,
  };
  return { sources, renderFirstPaint, renderFramedPage, withFirstView, withDeclarations, loadRemoteRenderer };
}

/** The page without the public declarations every page without a first view carries (tested on its own). */
const withoutDeclarations = (html: string) => html.replace(/<!-- declarations .* -->$/, '');

const viewIn = (html: string) => JSON.parse(html.match(/<div id="root">(.*)<\/div>/)![1]!);

/** The page's HTML (its status has a test of its own). */
const htmlOf =
  (sources: FirstViewSources) =>
  async (...request: Parameters<ReturnType<typeof shellPageWithFirstView>>) =>
    (await shellPageWithFirstView(sources)(...request)).html;

describe('shellPageWithFirstView', () => {
  it("draws a public route: the remote's page in the shell's frame, their reads once each, the page's styles", async () => {
    const { sources, renderFirstPaint, renderFramedPage, loadRemoteRenderer } = fakeSources();
    const html = await htmlOf(sources)(INDEX, { urlPath: '/', origin: SITE });

    // The renderer its deployed manifest declares (the loader checks its contract, origin and hash).
    expect(loadRemoteRenderer).toHaveBeenCalledWith(MANIFEST_URL, RENDERER);
    expect(renderFirstPaint).toHaveBeenCalledWith({
      expose: 'Home',
      apiBaseUrl: 'https://api.example.com',
      pageOrigin: SITE,
    });
    expect(renderFramedPage).toHaveBeenCalledWith({
      pathname: '/',
      apiBaseUrl: 'https://api.example.com',
      remoteId: 'mf_public/Home',
      pageHtml: '<h1>Home</h1>',
      // Every page the configured remotes declare, in menu order: the frame draws its menu from them.
      pages: [
        { ...PUBLIC_PAGES[0], remote: 'mf_public' },
        { ...INQUIRIES, remote: 'mf_admin_inquiries' },
        { ...PUBLIC_PAGES[1], remote: 'mf_public' },
        { ...PUBLIC_PAGES[2], remote: 'mf_public' },
        { ...PUBLIC_PAGES[3], remote: 'mf_public' },
      ],
    });
    expect(viewIn(html)).toEqual({
      html: '<header></header><main><h1>Home</h1></main><footer></footer>',
      head: '<link rel="preload" as="image" href="/Home.webp"/>',
      state: { queries: [{ queryHash: '["content","Home"]' }, contact], mutations: [] },
      styles: ['.hero{}'],
      // The public remote's declaration, for the browser to fall back on when it cannot read the manifest itself.
      declarations: [{ contract: FEDERATION_CONTRACT, remote: 'mf_public', pages: PUBLIC_PAGES, extensions: [] }],
    });
  });

  it('a page its remote no longer declares is not drawn', async () => {
    const { sources, renderFirstPaint } = fakeSources({
      readJson: async (url) =>
        url === MANIFEST_URL
          ? {
              ...MANIFEST,
              metaData: { declaration: declaration('mf_public', PUBLIC_PAGES.slice(0, 1), RENDERER) },
            }
          : undefined,
    });
    expect(withoutDeclarations(await htmlOf(sources)(INDEX, { urlPath: '/gallery', origin: SITE }))).toBe(
      INDEX,
    );
    expect(renderFirstPaint).not.toHaveBeenCalled();
  });

  it('a trailing slash is the same route; admin, sign-in and unknown paths get no view, only the public declarations', async () => {
    const { sources, renderFirstPaint, withDeclarations } = fakeSources();
    const render = htmlOf(sources);
    expect(viewIn(await render(INDEX, { urlPath: '/gallery/', origin: SITE })).html).toContain(
      '<h1>Gallery</h1>',
    );
    const publicDeclaration = { contract: FEDERATION_CONTRACT, remote: 'mf_public', pages: PUBLIC_PAGES, extensions: [] };
    for (const urlPath of ['/admin', '/admin/inquiries', '/admin/login', '/nowhere'])
      expect(await render(INDEX, { urlPath, origin: SITE })).toBe(
        `${INDEX}<!-- declarations ${JSON.stringify([publicDeclaration])} -->`,
      );
    expect(withDeclarations).toHaveBeenCalledTimes(4);
    expect(renderFirstPaint).toHaveBeenCalledTimes(1);
  });

  it("answers 404 for a path that is no declared page nor one of the shell's own, never for an admin path", async () => {
    const { sources } = fakeSources();
    const shell = (await sources.loadShellRenderer()) as Record<string, unknown>;
    const page = shellPageWithFirstView({
      ...sources,
      loadShellRenderer: async () => ({ ...shell, SHELL_PUBLIC_PATHS: ['/simple'] }),
    });
    const statusAt = async (urlPath: string) => (await page(INDEX, { urlPath, origin: SITE })).status;
    expect(await statusAt('/nope')).toBe(404);
    expect(await statusAt('/administrators')).toBe(404);
    for (const urlPath of ['/', '/gallery/', '/simple', '/admin', '/admin/nope', '/admin/login'])
      expect(await statusAt(urlPath)).toBe(200);
    // A renderer from before the shell named its own pages judges nothing unknown.
    expect((await shellPageWithFirstView(sources)(INDEX, { urlPath: '/nope', origin: SITE })).status).toBe(
      200,
    );
  });

  it("the page is drawn for the origin it was asked at only when that is the site's: no Host header chooses it", async () => {
    const { sources, renderFirstPaint } = fakeSources();
    const render = htmlOf(sources);
    await render(INDEX, { urlPath: '/', origin: 'http://localhost:3000' });
    await render(INDEX, { urlPath: '/', origin: 'http://evil.example' });
    expect(renderFirstPaint.mock.calls.map(([request]) => request.pageOrigin)).toEqual([
      'http://localhost:3000',
      SITE,
    ]);
  });

  it('an API on the shell origin (apiBaseUrl "") is read at the site origin', async () => {
    const { sources, renderFirstPaint } = fakeSources({ readConfig: () => ({ ...CONFIG, apiBaseUrl: '' }) });
    await htmlOf(sources)(INDEX, { urlPath: '/', origin: SITE });
    expect(renderFirstPaint).toHaveBeenCalledWith(expect.objectContaining({ apiBaseUrl: SITE }));
  });

  it.each([
    ['the manifest cannot be read', { readJson: async () => undefined }],
    [
      'the manifest declares a contract this server does not know',
      {
        readJson: async () => ({
          ...MANIFEST,
          metaData: { declaration: { ...MANIFEST.metaData.declaration, contract: 99 } },
        }),
      },
    ],
    ['the remote has no renderer, or it was refused', { loadRemoteRenderer: async () => undefined }],
    ['the remote renderer is something else', { loadRemoteRenderer: async () => ({ render: () => '' }) }],
    ['the shell has no renderer', { loadShellRenderer: async () => undefined }],
    ["the page's style sheet cannot be read", { readText: async () => undefined }],
  ] as [string, Partial<FirstViewSources>][])('goes out unchanged when %s', async (_case, overrides) => {
    const { sources } = fakeSources(overrides);
    expect(withoutDeclarations(await htmlOf(sources)(INDEX, { urlPath: '/', origin: SITE }))).toBe(INDEX);
  });

  it('goes out unchanged when a read fails (the renderer answers undefined) or a renderer throws', async () => {
    const failedRead = fakeSources();
    failedRead.renderFirstPaint.mockResolvedValueOnce(undefined as never);
    expect(withoutDeclarations(await htmlOf(failedRead.sources)(INDEX, { urlPath: '/', origin: SITE }))).toBe(
      INDEX,
    );

    const onDropped = jest.fn();
    const broken = fakeSources({ onDropped });
    broken.renderFramedPage.mockRejectedValueOnce(new Error('window is not defined'));
    expect(withoutDeclarations(await htmlOf(broken.sources)(INDEX, { urlPath: '/', origin: SITE }))).toBe(
      INDEX,
    );
    expect(onDropped).toHaveBeenCalledWith({ path: '/', reason: 'error', detail: 'window is not defined' });
  });

  it('never holds the page back more than its budget: a slow API costs the first view, not the page', async () => {
    jest.useFakeTimers();
    try {
      const { sources, renderFirstPaint } = fakeSources();
      renderFirstPaint.mockReturnValueOnce(new Promise(() => undefined) as never);
      const page = htmlOf(sources)(INDEX, { urlPath: '/', origin: SITE });
      await jest.advanceTimersByTimeAsync(600);
      expect(withoutDeclarations(await page)).toBe(INDEX);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('prepareFirstViews', () => {
  it("loads the renderer of each remote with public pages and the shell's, then draws every public route once", async () => {
    const { sources, loadRemoteRenderer, renderFirstPaint } = fakeSources({
      readText: async () => '.page{}',
    });
    expect(await prepareFirstViews(sources, INDEX)).toBe(true);
    expect(new Set(loadRemoteRenderer.mock.calls.map(([url]) => url))).toEqual(new Set([MANIFEST_URL]));
    expect(renderFirstPaint.mock.calls.map(([request]) => request.expose)).toEqual([
      'Home',
      'Services',
      'Gallery',
      'Contact',
    ]);
  });

  it('says so when a renderer is missing or a route could not be drawn', async () => {
    expect(
      await prepareFirstViews(fakeSources({ loadShellRenderer: async () => undefined }).sources, INDEX),
    ).toBe(false);
    const oneFails = fakeSources({ readText: async () => '.page{}' });
    oneFails.renderFirstPaint.mockResolvedValueOnce(undefined as never);
    expect(await prepareFirstViews(oneFails.sources, INDEX)).toBe(false);
  });
});

describe('withDocumentLanguage', () => {
  it("writes the page's language on <html> in place of the one index.html carries", () => {
    expect(withDocumentLanguage('<html lang="en"><head></head></html>', 'es')).toBe(
      '<html lang="es"><head></head></html>',
    );
    expect(withDocumentLanguage('<html><head></head></html>', 'es')).toBe(
      '<html><head></head></html>',
    );
    expect(withDocumentLanguage('<!doctype html><html lang="en" dir="ltr">', 'en')).toBe(
      '<!doctype html><html lang="en" dir="ltr">',
    );
  });
});

describe('first views dropped (issue 42)', () => {
  const drops = () => {
    const onDropped = jest.fn<void, [FirstViewDrop]>();
    return { onDropped, reasons: () => onDropped.mock.calls.map(([drop]) => `${drop.path} ${drop.reason}`) };
  };

  it('reports a public page whose first view outlasts the budget, and sends the page without it', async () => {
    const { onDropped, reasons } = drops();
    const slow = fakeSources({ renderBudgetMs: 20, onDropped });
    slow.renderFirstPaint.mockImplementation(async ({ expose }) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { html: `<h1>${expose}</h1>`, head: '', state: { queries: [contact], mutations: [] } };
    });
    const html = await htmlOf(slow.sources)(INDEX, { urlPath: '/', origin: SITE });
    expect(html).toBe(INDEX);
    expect(reasons()).toEqual(['/ budget']);
    expect(onDropped.mock.calls[0]![0].detail).toBe('not drawn within 20 ms');
  });

  it('reports a renderer that throws, and one whose styles cannot be read', async () => {
    const { onDropped, reasons } = drops();
    const failing = fakeSources({ onDropped });
    failing.renderFirstPaint.mockRejectedValueOnce(new Error('renderer crashed'));
    await htmlOf(failing.sources)(INDEX, { urlPath: '/', origin: SITE });
    const unstyled = fakeSources({ onDropped, readText: async () => undefined });
    await htmlOf(unstyled.sources)(INDEX, { urlPath: '/', origin: SITE });
    expect(reasons()).toEqual(['/ error', '/ not-drawn']);
    expect(onDropped.mock.calls[0]![0].detail).toBe('renderer crashed');
  });

  it('reports nothing for a page drawn in time or for an admin page, which has no first view', async () => {
    const { onDropped } = drops();
    const { sources } = fakeSources({ onDropped });
    await htmlOf(sources)(INDEX, { urlPath: '/', origin: SITE });
    await htmlOf(sources)(INDEX, { urlPath: '/admin/inquiries', origin: SITE });
    expect(onDropped).not.toHaveBeenCalled();
  });
});
