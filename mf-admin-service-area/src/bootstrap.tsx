import { renderStandalone } from 'web-kit/standalone';
import { REMOTE } from './app/pages';

// Standalone dev app (npm run dev -w mf-admin-service-area): this remote's pages without the shell;
// it signs in as staff first (Firebase, from the dev server's /config.json).
renderStandalone({
  remote: REMOTE,
  loadPage: (expose) => import(`./app/pages/${expose}Page.tsx`),
  label: 'Admin service area pages',
  requireStaff: true,
});
