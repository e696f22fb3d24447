import { quotePhotoField } from '../messages/quote-photo-field.js';
import { quotePhotos } from '../messages/quote-photos.js';
import { quotePhotoField as quotePhotoFieldEs } from '../messages/es/quote-photo-field.js';
import { quotePhotos as quotePhotosEs } from '../messages/es/quote-photos.js';
import type { Locale } from './locale.js';
import type { Translation } from './translation.js';

/**
 * The quote form's photo picker texts in each language (issue 31). Not in the page catalogues (PublicTexts), which
 * every public page's chunk carries: the picker's code loads only when its field comes into view, and its texts come
 * with it, from here. Same keys in both languages (photo-texts.test.ts).
 */
export interface PhotoTexts {
  field: Translation<typeof quotePhotoField>;
  picker: Translation<typeof quotePhotos>;
}

export const PHOTO_TEXTS: Readonly<Record<Locale, PhotoTexts>> = {
  en: { field: quotePhotoField, picker: quotePhotos },
  es: { field: quotePhotoFieldEs, picker: quotePhotosEs },
};
