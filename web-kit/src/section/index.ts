/** The providers around each exposed page of a remote (bundled per remote, never shared). */
export { RemoteSection } from './RemoteSection.js';
