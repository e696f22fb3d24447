/**
 * Shared jest preset for the browser packages (shell, mf-* and web-kit/standalone): CommonJS mode through
 * @swc/jest, jsdom with the browser APIs antd needs (jest.environment.cjs), jest-dom matchers, CSS and image imports
 * stubbed. Each package's jest.config.cjs spreads it and adds only its displayName.
 */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // shared-contracts is ESM and symlinked (realpath outside node_modules), so it is transformed like our own code.
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only: let swc compile it too.
  transformIgnorePatterns: ['/node_modules/(?!@ant-design/(colors|fast-color)/)'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
    '\\.(png|jpe?g|gif|webp|avif|svg|ico)$': path.join(__dirname, 'jest.style-stub.cjs'),
    // @ant-design/icons' CommonJS build requires the ESM build of @ant-design/colors; use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    path.join(__dirname, 'jest.testing-library.cjs'),
    path.join(__dirname, 'jest.antd-styles.cjs'),
  ],
  // antd-heavy tests take seconds each on a loaded 2-core machine.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};
