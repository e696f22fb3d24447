import { renderStandalone } from 'web-kit/standalone';
import { REMOTE } from './app/pages';
// Composed, the shell's public frame provides the design tokens; standalone, this dev app does.
import 'web-kit/tokens.css';

// Standalone dev app (npm run dev -w mf-public): this remote's pages without the shell;
// public pages, no sign-in.
renderStandalone({
  remote: REMOTE,
  loadPage: (expose) => import(`./app/pages/${expose}Page.tsx`),
  label: 'Public site pages',
  requireStaff: false,
});
