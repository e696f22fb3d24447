const preset = require('../jest.preset.cjs');

// Sources use NodeNext `.js` import suffixes (mapped back to the sources), and firebase-session/standalone import the
// package's own entry: tests use the sources, not dist.
const moduleNameMapper = {
  '^(\\.{1,2}/.*)\\.js$': '$1',
  '^web-kit$': '<rootDir>/src/index.ts',
};

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'web-kit', moduleNameMapper: { ...preset.moduleNameMapper, ...moduleNameMapper } };
