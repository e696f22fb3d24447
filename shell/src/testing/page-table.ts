import { pageTableOf, type Declarations, type PageTable } from '../lib/federation/page-table';

const ICON = { viewBox: '0 0 10 10', paths: ['M0 0h10v10H0z'] };

/** What this repository's remotes declare in their manifests (test data). */
export const TEST_DECLARATIONS: Declarations = {
  mf_public: {
    contract: 1,
    remote: 'mf_public',
    pages: [
      { path: '/', expose: 'Home', label: 'Home', section: 'public', order: 10 },
      { path: '/services', expose: 'Services', label: 'Services', section: 'public', order: 20 },
      { path: '/gallery', expose: 'Gallery', label: 'Gallery', section: 'public', order: 30 },
      { path: '/contact', expose: 'Contact', label: 'Contact', section: 'public', order: 40 },
      { path: '/es', expose: 'HomeEs', label: 'Inicio', section: 'public', order: 10 },
      { path: '/es/services', expose: 'ServicesEs', label: 'Servicios', section: 'public', order: 20 },
      { path: '/es/gallery', expose: 'GalleryEs', label: 'Galería', section: 'public', order: 30 },
      { path: '/es/contact', expose: 'ContactEs', label: 'Contacto', section: 'public', order: 40 },
    ],
    extensions: [],
  },
  mf_admin_content: {
    contract: 1,
    remote: 'mf_admin_content',
    pages: [{ path: '/admin/content', expose: 'Content', label: 'Content', section: 'admin', order: 20, icon: ICON }],
    extensions: [],
  },
  mf_admin_inquiries: {
    contract: 1,
    remote: 'mf_admin_inquiries',
    pages: [
      { path: '/admin', expose: 'Dashboard', label: 'Dashboard', section: 'admin', order: 10, icon: ICON },
      { path: '/admin/inquiries', expose: 'Inquiries', label: 'Inquiries', section: 'admin', order: 30, icon: ICON },
    ],
    extensions: [{ slot: 'admin-layout', expose: 'NewInquiryAlerts' }],
  },
  mf_admin_service_area: {
    contract: 1,
    remote: 'mf_admin_service_area',
    pages: [
      { path: '/admin/settings', expose: 'Settings', label: 'Settings', section: 'admin', order: 40, icon: ICON },
      { path: '/admin/service-area', expose: 'ServiceArea', label: 'Service Area', section: 'admin', order: 50, icon: ICON },
    ],
    extensions: [],
  },
};

/** The page table of a deployment of them, both sections read. */
export const TEST_PAGE_TABLE: PageTable = pageTableOf(TEST_DECLARATIONS, [], ['public', 'admin']);
