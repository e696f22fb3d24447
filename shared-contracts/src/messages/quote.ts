import { LIMITS } from '../limits.js';

export const quote = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  zipCode: 'ZIP code must be 5 digits',
  projectType: 'Please describe your project type',
  message: 'Please provide more details about your project',
  nameTooLong: `Name must be at most ${LIMITS.quote.nameMax} characters`,
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
} as const;
