import { lazy } from 'react';
import type { StandalonePage } from 'shared-contracts/standalone';

/**
 * The pages this remote exposes (`expose`: its name in stack.config.ts), each on the path the shell mounts it at, for
 * the standalone dev app.
 */
export const PAGES: (StandalonePage & { expose: string })[] = [
  {
    expose: './ServiceArea',
    path: '/admin/service-area',
    label: 'Service Area',
    Page: lazy(() => import('../features/service-area/ServiceAreaPage')),
  },
  {
    expose: './Settings',
    path: '/admin/settings',
    label: 'Settings',
    Page: lazy(() => import('../features/settings/SettingsPage')),
  },
];
