/** What the journeys use of the release tooling (e2e/tests/shell/releases.spec.ts): the commands' own code. */
export { promote, rollback } from './deploy';
export { Environment } from './environment';
export { publish } from './releases';
export { releaseStoreFromEnv } from './store-from-env';
