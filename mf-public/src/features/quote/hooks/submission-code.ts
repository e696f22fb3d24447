/**
 * What sending a quote needs: the ZIP check and the submission, the response schemas they parse with, and the texts of
 * a refusal. Loaded when the form is first used, not with the contact pages (issue 44): see use-quote-submission.ts.
 */
export { zipCheckQueryOptions } from '../api/check-zip';
export { submitQuote } from '../api/submit-quote';
export { refusalMessage } from './refusal-message';
