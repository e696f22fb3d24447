// Nest 12 is ESM-only, so jest runs in ESM mode (node --experimental-vm-modules) with @swc/jest doing the TS
// transform, including the legacy decorators and metadata Nest's DI and class-validator need.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['<rootDir>/test/jest/esm-bridge.setup.ts', '<rootDir>/test/jest/worker-database.setup.ts'],
  // The contract check of every exchange (API_CONTRACT_CHECK), failing a file whose traffic leaves the document.
  setupFilesAfterEnv: ['<rootDir>/test/jest/migrated-database.setup.ts', '<rootDir>/test/jest/contract-check.setup.ts'],
  // CommonJS packages that require() ESM-only ones; see test/jest/esm-bridge.transform.cjs.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs/throttler|jwks-rsa)/)'],
  transform: {
    '/node_modules/(@nestjs/throttler|jwks-rsa)/.+\\.js$': '<rootDir>/test/jest/esm-bridge.transform.cjs',
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
};
