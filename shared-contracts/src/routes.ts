import { adminNav } from './messages/admin-nav.js';
import type { RemoteName } from './schemas/runtime-config.js';

/** The part of the site a page belongs to: its frame (public header and footer, or the admin layout) and menu. */
export type SiteSection = 'public' | 'admin';

/**
 * A page a remote exposes, on the path the shell mounts it at. The one place that says so: the shell's router, each
 * remote's Module Federation exposes and standalone dev app, the launcher and both menus read it.
 */
export interface RemotePageRoute {
  path: string;
  remote: RemoteName;
  /** Module Federation expose name; the remote's page component is `src/app/pages/<expose>Page.tsx`. */
  expose: string;
  /** Its menu entry (and the page's name in the standalone dev app). */
  label: string;
  section: SiteSection;
}

export const REMOTE_PAGES = [
  { path: '/', remote: 'mf_public', expose: 'Home', label: 'Home', section: 'public' },
  { path: '/services', remote: 'mf_public', expose: 'Services', label: 'Services', section: 'public' },
  { path: '/gallery', remote: 'mf_public', expose: 'Gallery', label: 'Gallery', section: 'public' },
  { path: '/contact', remote: 'mf_public', expose: 'Contact', label: 'Contact', section: 'public' },
  {
    path: '/admin',
    remote: 'mf_admin_inquiries',
    expose: 'Dashboard',
    label: adminNav.dashboard,
    section: 'admin',
  },
  {
    path: '/admin/content',
    remote: 'mf_admin_content',
    expose: 'Content',
    label: adminNav.content,
    section: 'admin',
  },
  {
    path: '/admin/inquiries',
    remote: 'mf_admin_inquiries',
    expose: 'Inquiries',
    label: adminNav.inquiries,
    section: 'admin',
  },
  {
    path: '/admin/settings',
    remote: 'mf_admin_service_area',
    expose: 'Settings',
    label: adminNav.settings,
    section: 'admin',
  },
  // Not in the spec's sidebar list, but the page is a route of its own: one click instead of Settings > tab > link.
  {
    path: '/admin/service-area',
    remote: 'mf_admin_service_area',
    expose: 'ServiceArea',
    label: adminNav.serviceArea,
    section: 'admin',
  },
] as const satisfies readonly RemotePageRoute[];

export type RemotePagePath = (typeof REMOTE_PAGES)[number]['path'];
export type AdminPagePath = Extract<(typeof REMOTE_PAGES)[number], { section: 'admin' }>['path'];

/** `mf_public/Home`: what the shell asks the Module Federation runtime for. */
export const remoteModuleId = (page: RemotePageRoute) => `${page.remote}/${page.expose}` as const;

/** The pages one remote exposes. */
export const pagesOfRemote = (remote: RemoteName): RemotePageRoute[] =>
  REMOTE_PAGES.filter((page) => page.remote === remote);

export interface NavItem {
  href: string;
  label: string;
}

/** The pages of one part of the site, in menu order. */
export const pagesOfSection = (section: SiteSection): RemotePageRoute[] =>
  REMOTE_PAGES.filter((page) => page.section === section);

const navOf = (section: SiteSection): readonly NavItem[] =>
  pagesOfSection(section).map(({ path, label }) => ({ href: path, label }));

/** The public menu: header, footer, the /simple page and the sitemap. */
export const NAV_ITEMS = navOf('public');
/** The admin sidebar's pages (the shell adds icons and Logout). */
export const ADMIN_NAV_ITEMS = navOf('admin');

/** Query parameter of /admin/inquiries that opens one inquiry's details dialog (links in staff e-mails and alerts). */
export const INQUIRY_LINK_PARAM = 'inquiry';

/** The back-office address of one inquiry, relative to the site's origin. */
export const adminInquiryPath = (id: string): string =>
  `/admin/inquiries?${INQUIRY_LINK_PARAM}=${encodeURIComponent(id)}`;
