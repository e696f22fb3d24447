/**
 * One query factory per API resource, used by the shell and every remote, so a key always holds one data shape in
 * the QueryClient they share. Stateless, so not a Module Federation singleton: each package bundles (and
 * tree-shakes) what it reads. They import the client by the package's own name, never by a relative path, so the
 * Module Federation singleton (configured base URL, auth store) is the one they call.
 */
export * from './content-queries.js';
export * from './content-draft-queries.js';
export * from './gallery-queries.js';
export * from './inquiry-queries.js';
export * from './service-area-queries.js';
export * from './health-queries.js';
export * from './offline-read.js';
export * from './settings-queries.js';
