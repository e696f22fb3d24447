import { lazy } from 'react';
import type { StandalonePage } from 'shared-contracts/standalone';

/**
 * The pages this remote exposes (`expose`: its name in stack.config.ts), each on the path the shell mounts it at, for
 * the standalone dev app.
 */
export const PAGES: (StandalonePage & { expose: string })[] = [
  { expose: './Home', path: '/', label: 'Home', Page: lazy(() => import('../features/home/HomePage')) },
  {
    expose: './Services',
    path: '/services',
    label: 'Services',
    Page: lazy(() => import('../features/services/ServicesPage')),
  },
  {
    expose: './Gallery',
    path: '/gallery',
    label: 'Gallery',
    Page: lazy(() => import('../features/gallery/GalleryPage')),
  },
  {
    expose: './Contact',
    path: '/contact',
    label: 'Contact',
    Page: lazy(() => import('../features/contact/ContactPage')),
  },
];
