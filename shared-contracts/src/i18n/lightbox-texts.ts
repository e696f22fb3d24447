import { galleryLightbox } from '../messages/gallery-lightbox.js';
import { galleryLightbox as galleryLightboxEs } from '../messages/es/gallery-lightbox.js';
import type { Locale } from './locale.js';
import type { Translation } from './translation.js';

export type LightboxTexts = Translation<typeof galleryLightbox>;

/**
 * The gallery lightbox's texts in each language (issue 31). Not in the page catalogues every public page carries: the
 * lightbox's code loads on its first open, and its texts with it. Same keys both ways (lightbox-texts.test.ts).
 */
export const LIGHTBOX_TEXTS: Readonly<Record<Locale, LightboxTexts>> = {
  en: galleryLightbox,
  es: galleryLightboxEs,
};
