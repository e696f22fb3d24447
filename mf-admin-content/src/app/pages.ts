import { lazy } from 'react';
import type { StandalonePage } from 'shared-contracts/standalone';

/**
 * The pages this remote exposes (`expose`: its name in stack.config.ts), each on the path the shell mounts it at, for
 * the standalone dev app.
 */
export const PAGES: (StandalonePage & { expose: string })[] = [
  {
    expose: './Content',
    path: '/admin/content',
    label: 'Content',
    Page: lazy(() => import('../features/content/ContentPage')),
  },
];
