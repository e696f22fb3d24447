// Flat ESLint config for the whole monorepo: typescript-eslint + react-hooks, formatting left to Prettier
// (eslint-config-prettier switches off every stylistic rule), plus the package boundaries of the architecture.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './stack/lint/feature-boundaries.js';
import { importCycles } from './stack/lint/import-cycles.js';
import { noFixedSleeps } from './stack/lint/no-fixed-sleeps.js';

const FRONT_END = ['shell', 'mf-public', 'mf-admin-content', 'mf-admin-inquiries', 'mf-admin-service-area'];

/**
 * Dependencies flow one way: shell -> mf-* (at runtime only, through Module Federation) -> shared-contracts <- api.
 * So no front-end package imports a remote or the shell at build time, whether by package name or by a relative
 * path that climbs into a sibling package.
 */
const noCrossPackageImports = (message, paths = [], extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [
        { regex: '^(shell|mf-[a-z-]+|api)(/.*)?$', message },
        // Climbing into a sibling package's sources (a feature's own ../api folder stays allowed).
        { regex: '^(\\.\\./)+(shell|mf-[a-z-]+|api|e2e)/(src|dist|package\\.json)(/|$)', message },
        ...extraPatterns,
      ],
    },
  ],
});

/**
 * The launcher (`stack` workspace), the Playwright suite (`e2e`) and the root stack.config.ts are Node-side tooling:
 * they read process.env, spawn processes and serve files, so none of it belongs in a browser bundle. A package's
 * Node-side files outside src/ (its bench, its rspack config) may use them.
 */
const NODE_TOOLING_MESSAGE =
  'Browser code never imports the stack launcher, e2e, the shell server or stack.config.ts (Node-side code): the runtime settings come from /config.json.';
const NODE_TOOLING_PACKAGES = [
  { regex: '^(stack|e2e|shell-server)(/.*)?$', message: NODE_TOOLING_MESSAGE },
  { regex: '^(\\.\\./)+(stack|e2e)(/|$)', message: NODE_TOOLING_MESSAGE },
];
const STACK_CONFIG = { regex: '^(\\.\\./)+stack\\.config(\\.[jt]s)?$', message: NODE_TOOLING_MESSAGE };
// Jest tests run in Node: they may check a package against stack.config.ts (e.g. its exposes), not start the stack.
const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** The package's boundary everywhere, plus no Node-side tooling in its browser sources (src/). */
const packageBoundary = (pkg, message, paths = []) => [
  { files: [`${pkg}/**/*.{ts,tsx,js}`], rules: noCrossPackageImports(message, paths) },
  { files: [`${pkg}/src/**/*.{ts,tsx,js}`], rules: noCrossPackageImports(message, paths, NODE_TOOLING_PACKAGES) },
  {
    files: [`${pkg}/src/**/*.{ts,tsx,js}`],
    ignores: TESTS,
    rules: noCrossPackageImports(message, paths, [...NODE_TOOLING_PACKAGES, STACK_CONFIG]),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.turbo/**',
      '.runtime/**',
      '.reference/**',
      '**/.data/**',
      'api/uploads/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // No consistent-type-imports: NestJS dependency injection needs the value imports that rule would rewrite.
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Node-side code: configs, the API, the stack launcher, Playwright tests, scripts and benches.
  {
    files: [
      '*.{js,cjs,mjs,ts}',
      '**/*.config.{js,cjs,mjs,ts}',
      'api/**',
      'stack/**',
      'shell-server/**',
      'e2e/**',
      '**/scripts/**',
      '**/bench/**',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser packages, and the standalone dev harness they share (web-kit/standalone).
  {
    files: FRONT_END.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`).concat(['web-kit/src/**/*.{ts,tsx}']),
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONT_END.map((pkg) => `${pkg}/src/**/*.test.{ts,tsx}`).concat([
      '**/testing/**',
      'shared-contracts/**/*.test.{ts,tsx}',
      'web-kit/**/*.test.{ts,tsx}',
      'stack/**/*.test.ts',
      'shell-server/**/*.test.ts',
    ]),
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // Jest set-up files of the browser packages: they run inside jsdom.
  {
    files: ['jest.*.cjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
  },
  ...packageBoundary(
    'mf-*',
    'A remote never imports another remote, the shell or the API: share code through shared-contracts.',
    // React Router is not an MF shared module (a shared singleton ships whole): the shell owns the router.
    ['react-router', 'react-router-dom'].map((name) => ({
      name,
      message: "Remotes don't use React Router: link with <a href onClick={followInternalLink}> (web-kit).",
    })),
  ),
  ...packageBoundary(
    'shell',
    'The shell loads remotes at runtime (loadRemote), never at build time; share code through shared-contracts.',
  ),
  ...packageBoundary('shared-contracts', 'shared-contracts is the bottom layer: it imports no other workspace package.', [
    { name: 'web-kit', message: 'shared-contracts is isomorphic: the browser runtime (web-kit) builds on it, not the other way.' },
  ]),
  ...packageBoundary('web-kit', 'web-kit is shared by the shell and every remote: it imports only shared-contracts.'),
  // The shell's production server runs alone in production: it imports no tooling (stack, e2e, stack.config.ts) and no
  // other package but shared-contracts, so its clean install holds nothing else.
  {
    files: ['shell-server/**/*.{ts,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(stack|e2e|shell|mf-[a-z-]+|api|web-kit)(/.*)?$',
              message: 'The shell server imports only shared-contracts and Node: production installs it alone.',
            },
            {
              regex: '^(\\.\\./)+(stack|e2e|shell|mf-[a-z-]+|api|web-kit|shared-contracts)(/|$)|^(\\.\\./)+stack\\.config',
              message: 'The shell server never reaches into another package\'s folders: import a package by name.',
            },
          ],
        },
      ],
    },
  },
  // No import circles anywhere, type-only and lazy imports included (stack/lint/import-cycles.js).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { cycles: importCycles },
    rules: { 'cycles/import-cycles': 'error' },
  },
  // The API's tests wait for conditions, not fixed times; a wait whose time is the point says why (issue 48).
  {
    files: ['api/test/**/*.ts', 'api/src/**/*.spec.ts'],
    plugins: { waits: noFixedSleeps },
    rules: { 'waits/no-fixed-sleeps': 'error' },
  },
  // Inside each front-end package: src/app -> src/features -> src/components | src/lib, features kept apart.
  {
    files: FRONT_END.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { layers: featureBoundaries },
    rules: { 'layers/feature-boundaries': 'error' },
  },
  prettier,
);
