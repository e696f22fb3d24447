import { renderStandalone } from 'web-kit/standalone';

// Standalone dev app (npm run dev -w mf-admin-service-area): this remote's pages without the shell;
// it signs in as staff first (Firebase, from the dev server's /config.json).
renderStandalone({
  remote: 'mf_admin_service_area',
  loadPage: (expose) => import(`./app/pages/${expose}Page.tsx`),
  label: 'Admin service area pages',
  requireStaff: true,
});
