/** @type {import('jest').Config} */
module.exports = {
  // The parts of the launcher, benches and lint rules, plus the launcher's own start and stop (one Auth emulator);
  // no browser and no full stack (the e2e suite and npm run bench run those). The lint rules are plain ESM JavaScript (eslint.config.js loads them): swc compiles them too.
  displayName: 'stack',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{src,bench,lint}/**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  // npm test runs these beside the other packages' tests (turbo, four tasks on two cores): a release or launcher test
  // that writes and reads many files can take seconds, as the browser packages' antd tests do (jest.preset.cjs: 30 s).
  testTimeout: 30_000,
};
