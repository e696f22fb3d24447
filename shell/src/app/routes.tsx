import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pagesOfSection, remoteModuleId, type SiteSection } from 'shared-contracts';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { LoginCompletePage } from '../features/auth/LoginCompletePage';
import { RequireStaff } from '../features/auth/RequireStaff';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PublicFrame } from '../features/public-frame/PublicFrame';
import { RemoteErrorBoundary } from '../features/remote-page/RemoteErrorBoundary';
import { RemotePage } from '../features/remote-page/RemotePage';
import { SimplePage } from '../features/simple/SimplePage';

// Its own chunk: the only place the shell pulls in antd.
const AdminLayout = lazy(() => import('../features/admin-layout/AdminLayout'));

const SECTION_BASE: Record<SiteSection, string> = { public: '/', admin: '/admin' };

/** A shell screen whose code loads on demand: a failed download degrades that section only, like a remote page. */
const shellSection = (name: string, screen: ReactNode) => (
  <RemoteErrorBoundary remoteId={`shell/${name}`}>{screen}</RemoteErrorBoundary>
);

/** The remote pages of one section (shared-contracts' route table), relative to the section's base path. */
function remoteRoutes(section: SiteSection): RouteObject[] {
  return pagesOfSection(section).map((page) => {
    const element = <RemotePage id={remoteModuleId(page)} />;
    const path = page.path.slice(SECTION_BASE[section].length).replace(/^\//, '');
    return path === '' ? { index: true, element } : { path, element };
  });
}

/** Every route of spec section 2. Remote pages are fetched only when their route is visited. */
export const routes: RouteObject[] = [
  {
    element: <PublicFrame />,
    children: [
      ...remoteRoutes('public'),
      { path: 'simple', element: <SimplePage /> },
      // The sign-in screens load antd and Firebase on demand, which are never cached for offline use: offline they
      // show the section fallback instead of a blank page.
      { path: 'admin/login', element: shellSection('AdminLogin', <AdminLoginPage />) },
      { path: 'admin/login/complete', element: shellSection('LoginComplete', <LoginCompletePage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: (
      <RequireStaff>
        <Suspense fallback={null}>
          <AdminLayout />
        </Suspense>
      </RequireStaff>
    ),
    children: remoteRoutes('admin'),
  },
];
