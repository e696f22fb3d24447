import { lazy } from 'react';
import type { StandalonePage } from 'shared-contracts/standalone';

/**
 * The pages this remote exposes (`expose`: its name in stack.config.ts), each on the path the shell mounts it at, for
 * the standalone dev app.
 */
export const PAGES: (StandalonePage & { expose: string })[] = [
  {
    expose: './Dashboard',
    path: '/admin',
    label: 'Dashboard',
    Page: lazy(() => import('../features/dashboard/DashboardPage')),
  },
  {
    expose: './Inquiries',
    path: '/admin/inquiries',
    label: 'Inquiries',
    Page: lazy(() => import('../features/inquiries/InquiriesPage')),
  },
];
