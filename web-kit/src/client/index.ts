/**
 * Browser runtime shared by the shell and every remote. Module Federation shares this entry as a singleton, so the
 * stores below exist once per page.
 */
export * from './api-client.js';
export * from './auth-store.js';
export * from './connection-store.js';
export * from './toast-store.js';
export * from './query-defaults.js';
export * from './download.js';
export * from './navigation.js';
export * from './media-query.js';
export * from './query-client.js';
export * from './content-preview.js';
