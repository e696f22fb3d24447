import type React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type * as ReactRouterDom from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { registerRuntimeRemotes, setFederationHost, type FederationHost } from '../lib/federation/remotes';
import { TEST_PAGE_TABLE } from '../testing/page-table';
import { siteRoutes } from './routes';

// Routing only: the guard, login screens and admin frame have their own tests (they pull in Firebase and antd).
jest.mock('../features/auth/RequireStaff', () => ({
  RequireStaff: ({ children }: { children: React.ReactNode }) => children,
}));
jest.mock('../features/auth/AdminLoginPage', () => ({ AdminLoginPage: () => <h1>login page</h1> }));
jest.mock('../features/auth/LoginCompletePage', () => ({
  LoginCompletePage: () => <h1>login complete page</h1>,
}));
jest.mock('../features/admin-layout/AdminLayout', () => {
  const { Outlet } = jest.requireActual<typeof ReactRouterDom>('react-router-dom');
  return { __esModule: true, default: () => <Outlet /> };
});

const loaded: string[] = [];
const host: FederationHost = {
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
  loadRemote: async <T,>(id: string) => {
    loaded.push(id);
    return { default: () => <h1>remote {id}</h1> } as T;
  },
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

function renderAt(path: string) {
  // The public frame's footer reads the contact content through React Query, as in App.
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter(siteRoutes(TEST_PAGE_TABLE), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

describe('shell routes (spec section 2)', () => {
  it.each([
    ['/', 'mf_public/Home'],
    ['/services', 'mf_public/Services'],
    ['/gallery', 'mf_public/Gallery'],
    ['/contact', 'mf_public/Contact'],
    ['/admin', 'mf_admin_inquiries/Dashboard'],
    ['/admin/content', 'mf_admin_content/Content'],
    ['/admin/inquiries', 'mf_admin_inquiries/Inquiries'],
    ['/admin/settings', 'mf_admin_service_area/Settings'],
    ['/admin/service-area', 'mf_admin_service_area/ServiceArea'],
  ])('%s loads %s on demand', async (path, id) => {
    loaded.length = 0;
    renderAt(path);
    expect(await screen.findByRole('heading', { name: `remote ${id}` })).toBeInTheDocument();
    expect(loaded).toEqual([id]);
  });

  it.each([
    ['/simple', 'Alamo Masonry Co.'],
    ['/admin/login', 'login page'],
    ['/admin/login/complete', 'login complete page'],
  ])('%s is rendered by the shell itself', (path, heading) => {
    loaded.length = 0;
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.frame.notFoundHeading })).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it.each(['/nope', '/services/deeper'])('%s shows the 404 screen with a hint', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: MESSAGES.frame.notFoundHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
  });

  it("an /admin path no remote declares shows the back office's own not-found page, not the public one (issue 46)", () => {
    renderAt('/admin/reports');
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.adminNav.notFoundHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.adminNav.notFoundDashboardLink })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('heading', { name: MESSAGES.frame.notFoundHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each(['/services', '/admin/login'])('%s sits in the public frame', (path) => {
    renderAt(path);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('admin pages do not show the public frame', async () => {
    renderAt('/admin/content');
    expect(
      await screen.findByRole('heading', { name: 'remote mf_admin_content/Content' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
