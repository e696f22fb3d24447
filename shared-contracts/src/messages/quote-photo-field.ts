import { LIMITS } from '../limits.js';

/** The quote form's photo field as it first shows (issue 31); the rest of the picker's texts are in quotePhotos. */
export const quotePhotoField = {
  label: 'Add photos (optional)',
  hint: `Up to ${LIMITS.quotePhotos.maxPerQuote} photos of the area or the damage help us give you a better estimate.`,
  offline: 'Photos need an internet connection. You can still send your request without them.',
  /** Toast when the form is sent while a picked photo failed to upload. */
  uploadsFailed: 'A photo could not be uploaded. Remove it or add it again, then send your request.',
} as const;
