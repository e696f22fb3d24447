/** @type {import('jest').Config} */
module.exports = {
  // The server's parts in-process (swc to CommonJS; sources use NodeNext `.js` suffixes, mapped back), and its
  // program as production starts it (process.test.ts: SIGTERM, settings refused at start).
  displayName: 'shell-server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] }, // shared-contracts' build is ESM: compiled too
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // npm test runs these beside the other packages' tests (turbo, four tasks on two cores): starting the program and its
  // servers can take seconds.
  testTimeout: 30_000,
};
