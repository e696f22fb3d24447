/** The Module Federation runtime plugin every remote registers (bundled per remote, never shared). */
export { sharedFitPlugin, type FederationPlugin } from './shared-fit-plugin.js';
