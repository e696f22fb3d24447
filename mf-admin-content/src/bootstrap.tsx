import { renderStandalone } from 'shared-contracts/standalone';
import { PAGES } from './app/pages';

// Standalone dev app (npm run dev -w mf-admin-content): this remote's pages without the shell;
// it signs in as staff first (Firebase, from the dev server's /config.json).
renderStandalone({ pages: PAGES, label: 'Admin content pages', requireStaff: true });
