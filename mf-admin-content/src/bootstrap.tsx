import { renderStandalone } from 'web-kit/standalone';

// Standalone dev app (npm run dev -w mf-admin-content): this remote's pages without the shell;
// it signs in as staff first (Firebase, from the dev server's /config.json).
renderStandalone({
  remote: 'mf_admin_content',
  loadPage: (expose) => import(`./app/pages/${expose}Page.tsx`),
  label: 'Admin content pages',
  requireStaff: true,
});
