/**
 * The browser runtime shared by the shell and every remote. Module Federation shares this entry as a singleton, so
 * the stores and the query factories below exist once per page.
 */
export * from './client/index.js';
