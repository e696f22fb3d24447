import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';

const g = LIMITS.gallery;
const m = MESSAGES.gallery;

/** Categories staff may choose (spec section 3). The public fallback samples use their own shorter set. */
export const GALLERY_CATEGORIES = ['concrete', 'stone', 'outdoor_kitchens_fireplaces', 'mailboxes', 'content'] as const;
export const DEFAULT_GALLERY_LOCATION = 'San Antonio';
/** A category that only holds site images, never shown as a filter. */
export const HIDDEN_GALLERY_CATEGORY = 'images';

/** An http(s) URL or a path on this site; refuses javascript:, data: and protocol-relative URLs in <img src>. */
export const SAFE_IMAGE_URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?![/\\])[^\s]*)$/i;
export const IMAGE_URL_FORMAT = 'Image URL must be an http(s) address or a path on this site';

/** Every field is trimmed before its rules; a missing or non-text value gets the field's spec message. */
export const createGalleryItemSchema = z.object({
  title: z.string(m.titleMin).trim().min(g.titleMin, m.titleMin).max(g.titleMax, m.tooLong),
  description: z.string(m.descriptionMin).trim().min(g.descriptionMin, m.descriptionMin).max(g.descriptionMax, m.tooLong),
  imageUrl: z
    .string(m.imageUrlRequired)
    .trim()
    .min(1, { error: m.imageUrlRequired, abort: true })
    .max(g.imageUrlMax, m.tooLong)
    .regex(SAFE_IMAGE_URL_PATTERN, IMAGE_URL_FORMAT),
  location: z.string(m.locationMin).trim().min(g.locationMin, m.locationMin).max(g.locationMax, m.tooLong),
  category: z.string(m.categoryRequired).trim().min(g.categoryMin, m.categoryRequired).max(g.categoryMax, m.tooLong),
});
export type CreateGalleryItem = z.infer<typeof createGalleryItemSchema>;

/**
 * GET /api/gallery?category=: absent, or a trimmed text within a category's length cap. No minimum: the filter's values
 * come from the category list, and one that names no category simply matches nothing.
 */
export const galleryCategoryFilterSchema = z
  .string(m.categoryRequired)
  .trim()
  .max(g.categoryMax, m.tooLong)
  .optional();

export const galleryItemSchema = createGalleryItemSchema.extend({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryUploadResponseSchema = z.object({ imageUrl: z.string() });
export type GalleryUploadResponse = z.infer<typeof galleryUploadResponseSchema>;

export const createGalleryItemResponseSchema = z.object({ message: z.string(), item: galleryItemSchema });
export type CreateGalleryItemResponse = z.infer<typeof createGalleryItemResponseSchema>;

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
