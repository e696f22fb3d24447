/** @type {import('jest').Config} */
module.exports = {
  // Only the pure parts of the launcher, benches and lint rules: no browser, no stack (the benches run with
  // npm run bench). The lint rules are plain ESM JavaScript (eslint.config.js loads them): swc compiles them too.
  displayName: 'stack',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{src,bench,lint}/**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
};
