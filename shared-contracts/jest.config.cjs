/** @type {import('jest').Config} */
module.exports = {
  // Schemas, data and messages are plain TypeScript: swc turns them into CommonJS under node. Sources use NodeNext
  // `.js` import suffixes, mapped back to the sources.
  displayName: 'shared-contracts',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
