import { LIMITS } from '../limits.js';

const p = LIMITS.quotePhotos;
const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/**
 * Photos attached to a quote request (issue 31): the picker's list (loaded with the first photo picked) and the API's
 * answers. The field itself, in the form's first load, has its own small area (quotePhotoField).
 */
export const quotePhotos = {
  choose: 'Choose photos',
  remove: (n: number) => `Remove photo ${n}`,
  removeShort: 'Remove',
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploaded: 'Ready',
  preparing: 'Preparing...',
  waitForUploads: 'Please wait until your photos have finished uploading.',
  limitReached: `You can attach up to ${p.maxPerQuote} photos.`,
  cannotRead: 'This file could not be read as a photo. Try a JPEG, PNG or WebP picture.',
  failed: 'This photo could not be uploaded. Remove it and try again.',
  photoAlt: (n: number) => `Photo ${n}`,
  /** API 400s. */
  selectFile: 'Please attach a photo',
  unsupported: 'Only JPEG, PNG, WebP or GIF photos can be uploaded',
  tooManyPixels: 'This photo has too many pixels. Please use a smaller photo.',
  tooLarge: `Photos must be ${LIMITS.upload.maxBytes / 1024 / 1024} MB or less`,
  tooMany: `You can attach up to ${p.maxPerQuote} photos`,
  idInvalid: 'Each photo must be an id the photo upload answered',
  duplicate: 'Each photo can be attached only once',
  notAvailable: 'A photo could not be attached: it has expired or was already sent. Please add it again.',
  /** API 429s, with the wait of their Retry-After header. */
  tooManyUploads: (wait: number) =>
    `Too many photos uploaded from this address. Please try again in ${seconds(wait)}.`,
  tooManyBytes: (wait: number) =>
    `Too much photo data uploaded from this address. Please try again in ${seconds(wait)}.`,
} as const;
