const preset = require('../jest.preset.cjs');

// Sources use NodeNext `.js` import suffixes (mapped back to the sources), and firebase-session/standalone import the
// package's own client entry: tests use the sources, not dist.
const moduleNameMapper = {
  '^(\\.{1,2}/.*)\\.js$': '$1',
  '^shared-contracts/client$': '<rootDir>/src/client/index.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      // Schemas, data and the client runtime are plain TypeScript: swc turns them into CommonJS under node.
      displayName: 'shared-contracts',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': ['@swc/jest'] },
      moduleNameMapper,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // The standalone harness is React: the front-end packages' jsdom preset.
      ...preset,
      displayName: 'shared-contracts/standalone',
      roots: ['<rootDir>/src/standalone'],
      moduleNameMapper: { ...preset.moduleNameMapper, ...moduleNameMapper },
    },
  ],
};
