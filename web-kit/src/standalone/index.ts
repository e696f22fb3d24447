/**
 * Dev-only harness that renders a remote's exposed pages without the shell (`npm run dev -w <remote>`). Each remote's
 * bootstrap calls renderStandalone; exposed modules never import this entry, so it stays out of remoteEntry.js and is
 * not in the Module Federation shared map.
 */
export { StandaloneApp, type StandaloneAppProps, type StandalonePage } from './StandaloneApp.js';
export { renderStandalone, type RemoteStandaloneOptions } from './render.js';
