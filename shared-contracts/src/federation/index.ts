export * from './declaration.js';
export * from './fit.js';
