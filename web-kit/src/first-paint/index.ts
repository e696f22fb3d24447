// Server-side only (the first-paint renderers of the shell and the public remote): never imported by a browser bundle.
export { renderWithReads, type FirstPaint } from './render-with-reads.js';
