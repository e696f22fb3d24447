import type React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { useContentPreview } from 'web-kit';
import { json, mockFetch, text } from 'web-kit/testing';
import { contentQueries } from 'web-kit/queries';
import { registerRuntimeRemotes, setFederationHost, type FederationHost } from '../lib/federation/remotes';
import { TEST_PAGE_TABLE } from '../testing/page-table';
import { siteRoutes } from './routes';

// The staff guard has its own tests (RequireStaff.test.tsx); here it lets the preview through.
jest.mock('../features/auth/RequireStaff', () => ({
  RequireStaff: ({ children }: { children: React.ReactNode }) => children,
}));

/** A stand-in for mf-public's page: it shows the draft's title when the shell hands one over, else "published". */
function FakePublicHome() {
  const preview = useContentPreview('home');
  return <h1>{preview?.title ?? 'Published title'}</h1>;
}

const loaded: string[] = [];
const host: FederationHost = {
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
  loadRemote: async <T,>(id: string) => {
    loaded.push(id);
    return { default: FakePublicHome } as T;
  },
};

const DRAFT = {
  page: 'home',
  content: { title: 'Draft title', subtitle: 'S', description: 'D' },
  es: { title: 'Título del borrador', subtitle: '', description: '' },
  baseVersion: 2,
  staffEmail: 'ann@alamomasonry.com',
  savedAt: '2026-11-27T10:00:00.000Z',
};

beforeAll(() => {
  setFederationHost(host);
  registerRuntimeRemotes({
    mf_public: 'http://x/mf-manifest.json',
    mf_admin_content: 'http://x/mf-manifest.json',
    mf_admin_inquiries: 'http://x/mf-manifest.json',
    mf_admin_service_area: 'http://x/mf-manifest.json',
  });
});
afterAll(() => setFederationHost(undefined));
beforeEach(() => {
  loaded.length = 0;
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter(siteRoutes(TEST_PAGE_TABLE), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
  return { queryClient, ...result };
}

describe('/admin/preview/:page (issue 29)', () => {
  it("draws the public remote's real page with the draft, under the 'not published' bar, noindex", async () => {
    mockFetch({
      [`GET ${API_PATHS.adminContentDraft('home')}`]: () => json(DRAFT),
      [`GET ${API_PATHS.content('contact')}`]: () => json({ version: 0 }, 500),
    });
    const { queryClient, unmount } = renderAt('/admin/preview/home');
    expect(await screen.findByRole('heading', { name: 'Draft title' })).toBeInTheDocument();
    expect(loaded).toEqual(['mf_public/Home']);
    expect(screen.getByRole('region', { name: MESSAGES.content.previewBar })).toHaveTextContent(
      MESSAGES.content.previewBar,
    );
    expect(screen.getByRole('link', { name: MESSAGES.content.previewBackToEditor })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // No public key holds it; the draft's own entry goes once nothing shows it.
    expect(queryClient.getQueryData(contentQueries.page('home').queryKey)).toBeUndefined();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('Draft title');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("?lang=es draws the page's Spanish version with the draft's Spanish texts, English where none (issue 30)", async () => {
    mockFetch({
      [`GET ${API_PATHS.adminContentDraft('home')}`]: () => json(DRAFT),
      [`GET ${API_PATHS.content('contact')}`]: () => json({ version: 0 }, 500),
    });
    renderAt('/admin/preview/home?lang=es');
    expect(await screen.findByRole('heading', { name: 'Título del borrador' })).toBeInTheDocument();
    expect(loaded).toEqual(['mf_public/HomeEs']);
  });

  it('says so when the page has no draft, and loads no page', async () => {
    mockFetch({
      [`GET ${API_PATHS.adminContentDraft('services')}`]: () =>
        text('{"message":"This page has no draft"}', 404),
    });
    renderAt('/admin/preview/services');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.content.previewNoDraft);
    expect(loaded).toEqual([]);
  });

  it('an unknown page previews nothing', async () => {
    mockFetch({});
    renderAt('/admin/preview/gallery');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.content.previewNoDraft);
    expect(loaded).toEqual([]);
  });
});
