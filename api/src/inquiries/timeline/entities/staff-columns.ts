import { LIMITS } from 'shared-contracts';

/**
 * Who did it, from the verified token (never from a request body): the Firebase uid, which stays the same if the
 * address changes, and the e-mail as it was then, which is what staff read in the timeline.
 */
export const STAFF_UID_LENGTH = 128; // Firebase Auth's maximum uid length
export const STAFF_EMAIL_LENGTH = LIMITS.quote.emailMax;
