import { HERO_PHOTO_MAX_WIDTH, HERO_PHOTO_WIDTHS, type HeroPhotoWidth } from 'shared-contracts';

/**
 * The names the API gives uploaded images: <uuid>.webp (display size) and <uuid>.thumb.webp for the gallery,
 * hero-<uuid>-<width>.webp for the home page's hero photos (issue 29). Nothing else is ours.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const HERO_WIDTH = `(?:${HERO_PHOTO_WIDTHS.join('|')})`;

export const IMAGE_NAME = new RegExp(`^(?:${UUID}(\\.thumb)?|hero-${UUID}-${HERO_WIDTH})\\.webp$`);
export const DISPLAY_IMAGE_NAME = new RegExp(`^(${UUID})\\.webp$`);

export const IMAGE_CONTENT_TYPE = 'image/webp';

export const displayName = (id: string) => `${id}.webp`;
export const thumbnailName = (id: string) => `${id}.thumb.webp`;

/** A hero photo's largest variant, the one its path names; group 1 is its id. */
export const HERO_PHOTO_NAME = new RegExp(`^hero-(${UUID})-${HERO_PHOTO_MAX_WIDTH}\\.webp$`);
export const heroPhotoName = (id: string, width: HeroPhotoWidth) => `hero-${id}-${width}.webp`;

/**
 * A visitor's photo attached to a quote request (issue 31): quote-<uuid>.webp and quote-<uuid>.thumb.webp. Private:
 * never served under /uploads (neither from the disk nor the bucket), only streamed to staff by the inquiry photo
 * route. Group 1 is the upload id.
 */
export const QUOTE_PHOTO_NAME = new RegExp(`^quote-(${UUID})(?:\\.thumb)?\\.webp$`);
export const quotePhotoName = (id: string, size: 'large' | 'thumb') =>
  size === 'thumb' ? `quote-${id}.thumb.webp` : `quote-${id}.webp`;
