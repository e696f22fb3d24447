import { renderStandalone } from 'shared-contracts/standalone';
import { PAGES } from './app/pages';

// Standalone dev app (npm run dev -w mf-public): this remote's pages without the shell;
// public pages, no sign-in.
renderStandalone({ pages: PAGES, label: 'Public site pages', requireStaff: false });
