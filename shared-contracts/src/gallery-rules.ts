/**
 * The gallery's plain rules, without any schema: the public gallery needs these names and checks, and a module that
 * builds zod schemas at load would bring zod (24 KiB gzip) into the page with them.
 */

/** Categories staff may choose (spec section 3). The public fallback samples use their own shorter set. */
export const GALLERY_CATEGORIES = ['concrete', 'stone', 'outdoor_kitchens_fireplaces', 'mailboxes', 'content'] as const;
export const DEFAULT_GALLERY_LOCATION = 'San Antonio';
/** A category that only holds site images, never shown as a filter. */
export const HIDDEN_GALLERY_CATEGORY = 'images';

/** An http(s) URL or a path on this site; refuses javascript:, data: and protocol-relative URLs in <img src>. */
export const SAFE_IMAGE_URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?![/\\])[^\s]*)$/i;
export const IMAGE_URL_FORMAT = 'Image URL must be an http(s) address or a path on this site';

/** 'outdoor_kitchens_fireplaces' -> 'Outdoor Kitchens Fireplaces' (spec section 3). */
export function formatCategory(category: string): string {
  return category
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function isVisibleCategory(category: string): boolean {
  return category.toLowerCase() !== HIDDEN_GALLERY_CATEGORY;
}
