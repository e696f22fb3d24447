/** The product's e-mails (plain text and HTML), one module each, over the shared layout. */
export * from './layout.js';
export * from './staff-new-inquiry.js';
export * from './confirmation-summary.js';
export * from './visitor-confirmation.js';
export * from './staff-reply.js';
export * from './follow-up-digest.js';
export * from './canary-rollback.js';
