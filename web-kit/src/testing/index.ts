/** Test helpers for the shell's and the remotes' jest suites (never imported by app code). */
export * from './fetch-mock.js';
export * from './render.js';
export * from './firebase-mock.js';
