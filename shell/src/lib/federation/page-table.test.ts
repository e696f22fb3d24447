import { FEDERATION_CONTRACT, REMOTE_NAMES, type RuntimeConfig } from 'shared-contracts';
import {
  declarationsOf,
  pageAt,
  pagesOfSection,
  pageTableOf,
  readDeclarations,
  type Declarations,
} from './page-table';

const REMOTES: RuntimeConfig['remotes'] = {
  mf_public: 'http://cdn.test/public/mf-manifest.json',
  mf_admin_content: 'http://cdn.test/content/mf-manifest.json',
  mf_admin_inquiries: 'http://cdn.test/inquiries/mf-manifest.json',
  mf_admin_service_area: 'http://cdn.test/area/mf-manifest.json',
};

const page = (path: string, expose: string, order: number, section: 'public' | 'admin' = 'admin') => ({
  path,
  expose,
  label: expose,
  section,
  order,
});

const manifestOf = (remote: string, pages: object[], extra: object = {}) => ({
  metaData: { declaration: { contract: FEDERATION_CONTRACT, remote, pages, shared: {}, ...extra } },
});

const MANIFESTS: Record<string, unknown> = {
  [REMOTES.mf_public]: manifestOf('mf_public', [
    page('/', 'Home', 10, 'public'),
    page('/gallery', 'Gallery', 30, 'public'),
  ]),
  [REMOTES.mf_admin_content]: manifestOf('mf_admin_content', [page('/admin/content', 'Content', 20)]),
  [REMOTES.mf_admin_inquiries]: manifestOf(
    'mf_admin_inquiries',
    [page('/admin', 'Dashboard', 10), page('/admin/reports', 'Reports', 60)],
    {
      extensions: [{ slot: 'admin-layout', expose: 'NewInquiryAlerts' }],
    },
  ),
  [REMOTES.mf_admin_service_area]: manifestOf('mf_admin_service_area', [
    page('/admin/settings', 'Settings', 40),
  ]),
};

function serving(manifests: Record<string, unknown>) {
  return jest.fn(async (url: string) =>
    url in manifests
      ? new Response(JSON.stringify(manifests[url]))
      : new Response('Not Found', { status: 404 }),
  );
}

async function readPageTable(manifests: Record<string, unknown>, known?: Declarations) {
  const { read, unavailable } = await readDeclarations(REMOTES, REMOTE_NAMES, serving(manifests), known);
  return pageTableOf(read, unavailable, ['public', 'admin']);
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the page table', () => {
  it("holds every configured remote's declared pages, each section in menu order, and their extensions", async () => {
    const table = await readPageTable(MANIFESTS);
    expect(pagesOfSection(table, 'admin').map((p) => `${p.remote}/${p.expose}`)).toEqual([
      'mf_admin_inquiries/Dashboard',
      'mf_admin_content/Content',
      'mf_admin_service_area/Settings',
      'mf_admin_inquiries/Reports',
    ]);
    expect(pagesOfSection(table, 'public').map((p) => p.path)).toEqual(['/', '/gallery']);
    expect(table.extensions).toEqual([
      { slot: 'admin-layout', expose: 'NewInquiryAlerts', remote: 'mf_admin_inquiries' },
    ]);
    expect(pageAt(table, '/gallery/')?.expose).toBe('Gallery');
    expect(table.unavailable).toEqual([]);
  });

  it('a remote that drops a page drops it from the table', async () => {
    await readPageTable(MANIFESTS);
    const dropped = {
      ...MANIFESTS,
      [REMOTES.mf_admin_inquiries]: manifestOf('mf_admin_inquiries', [page('/admin', 'Dashboard', 10)]),
    };
    const table = await readPageTable(dropped);
    expect(pageAt(table, '/admin/reports')).toBeUndefined();
  });

  it("a remote that cannot be read is unavailable, and keeps the pages the first view's declarations give it", async () => {
    const { [REMOTES.mf_public]: down, ...rest } = MANIFESTS;
    const firstView = declarationsOf([(down as { metaData: { declaration: unknown } }).metaData.declaration]);
    expect(pageAt(await readPageTable(rest), '/gallery')).toBeUndefined();
    const table = await readPageTable(rest, firstView);
    expect(table.unavailable).toEqual(['mf_public']);
    expect(pageAt(table, '/gallery')?.remote).toBe('mf_public');
  });

  it('a declaration of a contract this shell does not know, or of another remote, is not used', async () => {
    const foreign = {
      ...MANIFESTS,
      [REMOTES.mf_public]: {
        metaData: { declaration: { ...manifestOf('mf_public', []).metaData.declaration, contract: 99 } },
      },
      [REMOTES.mf_admin_content]: manifestOf('mf_admin_inquiries', [page('/admin/other', 'Other', 70)]),
    };
    const table = await readPageTable(foreign);
    expect(table.unavailable).toEqual(['mf_public', 'mf_admin_content']);
    expect(pageAt(table, '/admin/other')).toBeUndefined();
  });
});
