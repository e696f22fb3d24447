import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { remoteModuleId, type PageSection } from 'shared-contracts';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { LoginCompletePage } from '../features/auth/LoginCompletePage';
import { RequireStaff } from '../features/auth/RequireStaff';
import { RemoteErrorBoundary } from '../features/remote-page/RemoteErrorBoundary';
import { PageSpinner, RemotePage } from '../features/remote-page/RemotePage';
import { UnknownPage } from './UnknownPage';
import { PublicFrame } from '../features/public-frame/PublicFrame';
import { SimplePage } from '../features/simple/SimplePage';
import { pagesOfSection, type PageTable } from '../lib/federation/page-table';

const SIMPLE_PAGE_PATH = '/simple';
/**
 * The pages outside /admin the shell draws itself, beside those the remotes declare: the first-view server answers
 * 404 for any other path (the sign-in pages are under /admin, whose paths only the staff's app can judge).
 */
export const SHELL_PUBLIC_PATHS: readonly string[] = [SIMPLE_PAGE_PATH];
/** A content page's draft drawn as the public page (issue 29): staff only, never cached by the service worker. */
export const CONTENT_PREVIEW_ROUTE = 'admin/preview/:page';

// Its own chunk: the only place the shell pulls in antd.
const AdminLayout = lazy(() => import('../features/admin-layout/AdminLayout'));
// Staff-only content preview (issue 29): its code stays out of the public pages' first load.
const PreviewBar = lazy(() =>
  import('../features/content-preview/PreviewBar').then((module) => ({ default: module.PreviewBar })),
);
const ContentPreviewPage = lazy(() =>
  import('../features/content-preview/ContentPreviewPage').then((module) => ({
    default: module.ContentPreviewPage,
  })),
);

const SECTION_BASE: Record<PageSection, string> = { public: '/', admin: '/admin' };

/** A shell screen whose code loads on demand: a failed download degrades that section only, like a remote page. */
const shellSection = (name: string, screen: ReactNode) => (
  <RemoteErrorBoundary remoteId={`shell/${name}`}>{screen}</RemoteErrorBoundary>
);

/** The pages the remotes declare for one section, relative to the section's base path. */
function remoteRoutes(table: PageTable, section: PageSection): RouteObject[] {
  return pagesOfSection(table, section).map((page) => {
    const element = <RemotePage id={remoteModuleId(page.remote, page.expose)} />;
    const path = page.path.slice(SECTION_BASE[section].length).replace(/^\//, '');
    return path === '' ? { index: true, element } : { path, element };
  });
}

/**
 * Every route: the shell's own screens, and the pages the configured remotes declare (spec section 2). Remote pages
 * are fetched only when their route is visited.
 */
export function siteRoutes(table: PageTable): RouteObject[] {
  return [
    {
      element: <PublicFrame />,
      children: [
        ...remoteRoutes(table, 'public'),
        { path: SIMPLE_PAGE_PATH.slice(1), element: <SimplePage /> },
        // The sign-in screens load antd and Firebase on demand, which are never cached for offline use: offline they
        // show the section fallback instead of a blank page.
        { path: 'admin/login', element: shellSection('AdminLogin', <AdminLoginPage />) },
        { path: 'admin/login/complete', element: shellSection('LoginComplete', <LoginCompletePage />) },
        { path: '*', element: <UnknownPage /> },
      ],
    },
    {
      // Before /admin's own routes (more specific): the public frame, not the admin layout, under the staff guard.
      // The bar, then the public frame exactly as visitors get it, with the public remote's page showing the draft.
      path: CONTENT_PREVIEW_ROUTE,
      element: (
        <RequireStaff>
          <Suspense fallback={null}>
            <PreviewBar />
          </Suspense>
          <PublicFrame />
        </RequireStaff>
      ),
      children: [
        {
          index: true,
          element: shellSection(
            'ContentPreview',
            <Suspense fallback={<PageSpinner />}>
              <ContentPreviewPage table={table} renderPage={(id) => <RemotePage id={id} />} />
            </Suspense>,
          ),
        },
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
      // The back office's pages are known to staff only: every /admin path asks for a staff session, then the
      // layout reads them (a spinner until then); a path none declares is "not found" inside the layout.
      children: table.sections.includes('admin')
        ? [...remoteRoutes(table, 'admin'), { path: '*', element: <UnknownPage section="admin" /> }]
        : [{ path: '*', element: <PageSpinner /> }],
    },
  ];
}
