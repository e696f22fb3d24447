// Flat ESLint config for the whole monorepo: typescript-eslint + react-hooks, formatting left to Prettier
// (eslint-config-prettier switches off every stylistic rule), plus the package boundaries of the architecture.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_END = ['shell', 'mf-public', 'mf-admin-content', 'mf-admin-inquiries', 'mf-admin-service-area'];

/**
 * Dependencies flow one way: shell -> mf-* (at runtime only, through Module Federation) -> shared-contracts <- api.
 * So no front-end package imports a remote or the shell at build time, whether by package name or by a relative
 * path that climbs into a sibling package.
 */
const noCrossPackageImports = (message, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [
        { regex: '^(shell|mf-[a-z-]+|api)(/.*)?$', message },
        // Climbing into a sibling package's sources (a feature's own ../api folder stays allowed).
        { regex: '^(\\.\\./)+(shell|mf-[a-z-]+|api|e2e)/(src|dist|package\\.json)(/|$)', message },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '.runtime/**',
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
  // Node-side code: configs, the API, the e2e launcher and Playwright tests.
  {
    files: ['*.{js,cjs,mjs,ts}', '**/*.config.{js,cjs,mjs,ts}', 'api/**', 'e2e/**', '**/scripts/**', '**/bench/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser packages, and the standalone dev harness they share (shared-contracts/standalone).
  {
    files: FRONT_END.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`).concat(['shared-contracts/src/standalone/**/*.{ts,tsx}']),
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONT_END.map((pkg) => `${pkg}/src/**/*.test.{ts,tsx}`).concat([
      '**/testing/**',
      'shared-contracts/**/*.test.{ts,tsx}',
    ]),
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['mf-*/**/*.{ts,tsx,js}'],
    rules: noCrossPackageImports(
      'A remote never imports another remote, the shell or the API: share code through shared-contracts.',
      // React Router is not an MF shared module (a shared singleton ships whole): the shell owns the router.
      ['react-router', 'react-router-dom'].map((name) => ({
        name,
        message: "Remotes don't use React Router: link with <a href onClick={followInternalLink}> (shared-contracts/client).",
      })),
    ),
  },
  {
    files: ['shell/**/*.{ts,tsx,js}'],
    rules: noCrossPackageImports(
      'The shell loads remotes at runtime (loadRemote), never at build time; share code through shared-contracts.',
    ),
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx,js}'],
    rules: noCrossPackageImports('shared-contracts is the bottom layer: it imports no other workspace package.'),
  },
  prettier,
);
