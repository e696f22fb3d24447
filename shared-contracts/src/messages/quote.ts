import { LIMITS } from '../limits.js';

export const quote = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  zipCode: 'ZIP code must be 5 digits',
  projectType: 'Please describe your project type',
  message: 'Please provide more details about your project',
  nameTooLong: `Name must be at most ${LIMITS.quote.nameMax} characters`,
  nameNeedsLetter: 'Name must contain a letter',
  nameInvisibleCharacters: 'Name must not contain control or invisible formatting characters',
  emailTooLong: `Email must be at most ${LIMITS.quote.emailMax} characters`,
  phoneTooLong: `Phone number must be at most ${LIMITS.quote.phoneMax} characters`,
  projectTypeTooLong: `Project type must be at most ${LIMITS.quote.projectTypeMax} characters`,
  messageTooLong: `Message must be at most ${LIMITS.quote.messageMax} characters`,
  validatingZip: 'Validating ZIP Code...',
  submitting: 'Submitting...',
  outsideAreaTitle: 'Service Area Restriction',
  outsideArea:
    "Sorry, we currently don't service your area. Please contact us directly for more information.",
  errorTitle: 'Error',
  genericError: 'Something went wrong. Please try again later.',
  successTitle: 'Quote Request Submitted',
  successDescription: "We'll get back to you as soon as possible!",
  tooManyRequests: 'Too many quote requests from this address. Please wait a few minutes and try again.',
  /** The API's 429, with the wait its Retry-After header gives (in seconds). */
  tooManyRequestsRetryIn: (seconds: number) =>
    `Too many quote requests from this address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  idempotencyKeyInvalid: `The Idempotency-Key header must be 1 to ${LIMITS.idempotencyKey.maxLength} visible ASCII characters`,
  /** 422: the same key with another body (a client bug, never a retry: a retry resends the same request). */
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different quote request. Send a new key for a new request.',
  /** Beside the disabled submit button while the browser is offline: nothing is queued or sent later by itself. */
  offline:
    "You are offline, so your request can't be sent yet. What you typed stays here: send it once you're back online.",
} as const;
