import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { LoginCompletePage } from '../features/auth/LoginCompletePage';
import { RequireStaff } from '../features/auth/RequireStaff';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PublicFrame } from '../features/public-frame/PublicFrame';
import { RemotePage } from '../features/remote-page/RemotePage';
import { SimplePage } from '../features/simple/SimplePage';

// Its own chunk: the only place the shell pulls in antd.
const AdminLayout = lazy(() => import('../features/admin-layout/AdminLayout'));

/** Every route of spec section 2. Remote pages are fetched only when their route is visited. */
export const routes: RouteObject[] = [
  {
    element: <PublicFrame />,
    children: [
      { index: true, element: <RemotePage id="mf_public/Home" /> },
      { path: 'simple', element: <SimplePage /> },
      { path: 'services', element: <RemotePage id="mf_public/Services" /> },
      { path: 'gallery', element: <RemotePage id="mf_public/Gallery" /> },
      { path: 'contact', element: <RemotePage id="mf_public/Contact" /> },
      { path: 'admin/login', element: <AdminLoginPage /> },
      { path: 'admin/login/complete', element: <LoginCompletePage /> },
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
    children: [
      { index: true, element: <RemotePage id="mf_admin_inquiries/Dashboard" /> },
      { path: 'content', element: <RemotePage id="mf_admin_content/Content" /> },
      { path: 'inquiries', element: <RemotePage id="mf_admin_inquiries/Inquiries" /> },
      { path: 'settings', element: <RemotePage id="mf_admin_service_area/Settings" /> },
      { path: 'service-area', element: <RemotePage id="mf_admin_service_area/ServiceArea" /> },
    ],
  },
];
