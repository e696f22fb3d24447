import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import { IMAGE_URL_FORMAT, SAFE_IMAGE_URL_PATTERN } from '../gallery-rules.js';
import type { Locale } from '../i18n/locale.js';
import { isTranslated } from '../i18n/localize-content.js';

const g = LIMITS.gallery;
const m = MESSAGES.gallery;

/**
 * An item's optional Spanish text (issue 30): trimmed, capped like the English field; '' or absent = not translated
 * (the Spanish gallery shows the English one). In an edit, absent keeps the stored Spanish text.
 */
const spanishText = (max: number) => z.string(m.spanishTextInvalid).trim().max(max, m.tooLong).optional();

/** Every field is trimmed before its rules; a missing or non-text value gets the field's spec message. */
export const createGalleryItemSchema = z.object({
  title: z.string(m.titleMin).trim().min(g.titleMin, m.titleMin).max(g.titleMax, m.tooLong),
  description: z
    .string(m.descriptionMin)
    .trim()
    .min(g.descriptionMin, m.descriptionMin)
    .max(g.descriptionMax, m.tooLong),
  imageUrl: z
    .string(m.imageUrlRequired)
    .trim()
    .min(1, { error: m.imageUrlRequired, abort: true })
    .max(g.imageUrlMax, m.tooLong)
    .regex(SAFE_IMAGE_URL_PATTERN, IMAGE_URL_FORMAT),
  location: z.string(m.locationMin).trim().min(g.locationMin, m.locationMin).max(g.locationMax, m.tooLong),
  category: z
    .string(m.categoryRequired)
    .trim()
    .min(g.categoryMin, m.categoryRequired)
    .max(g.categoryMax, m.tooLong),
  titleEs: spanishText(g.titleMax),
  descriptionEs: spanishText(g.descriptionMax),
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

/**
 * An item as the API answers it. Its texts are plain strings, not the create rules: rows stored before a rule (or by
 * the sample seed) are still answered as they are, and the OpenAPI document states the answer (issue 43).
 */
export const galleryItemSchema = z.object({
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  location: z.string(),
  category: z.string(),
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  /** Counts the item's edits (issue 29); an edit sends the version it started from. */
  version: z.number().int().min(1).optional(),
  /** Issue 31: a photo of the job before the work, when staff added one (the gallery shows a comparison). */
  beforeImageUrl: z.string().optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** An image this API stored (the gallery upload's answer, absolute or site-relative). */
export const STORED_GALLERY_IMAGE_PATTERN =
  /^(?:https?:\/\/[^/\s]+)?\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * PUT /api/admin/gallery/item/{id}/before-photo (issue 31): the item's "before" photo, an image uploaded with
 * POST /api/admin/gallery/upload, or null to remove it.
 */
export const galleryBeforePhotoSchema = z.strictObject({
  beforeImageUrl: z.union(
    [z.null(), z.string().regex(STORED_GALLERY_IMAGE_PATTERN, MESSAGES.galleryBefore.invalid)],
    MESSAGES.galleryBefore.invalid,
  ),
});
export type GalleryBeforePhoto = z.infer<typeof galleryBeforePhotoSchema>;

export const galleryUploadResponseSchema = z.object({ imageUrl: z.string() });
export type GalleryUploadResponse = z.infer<typeof galleryUploadResponseSchema>;

export const createGalleryItemResponseSchema = z.object({ message: z.string(), item: galleryItemSchema });
export type CreateGalleryItemResponse = z.infer<typeof createGalleryItemResponseSchema>;

/**
 * PUT /api/admin/gallery/item/{id} (issue 29): the item's text fields, with the rules of a create (its image stays),
 * and the item's `version` the edit started from; a stale one is a 409 STALE_VERSION, as for content pages.
 */
export const updateGalleryItemSchema = createGalleryItemSchema
  .pick({
    title: true,
    description: true,
    location: true,
    category: true,
    titleEs: true,
    descriptionEs: true,
  })
  .extend({
    version: z
      .number(m.versionRequired)
      .int(m.versionRequired)
      .min(1, m.versionRequired)
      .max(LIMITS.contentVersions.numberMax, m.versionRequired),
  });
export type UpdateGalleryItem = z.infer<typeof updateGalleryItemSchema>;

export const updateGalleryItemResponseSchema = z.object({ message: z.string(), item: galleryItemSchema });
export type UpdateGalleryItemResponse = z.infer<typeof updateGalleryItemResponseSchema>;

/**
 * PUT /api/admin/gallery/order (issue 29): every item shown in the gallery, by id, in the order the gallery shows
 * them (first = first on /gallery). The server refuses a list that is not exactly the set of shown items.
 */
export const galleryOrderSchema = z.object({
  ids: z
    .array(z.guid(m.orderInvalid), m.orderInvalid)
    .max(g.orderMax, m.orderInvalid)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, m.orderInvalid),
});
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;
export const galleryOrderResponseSchema = z.object({ message: z.string() });
export type GalleryOrderResponse = z.infer<typeof galleryOrderResponseSchema>;

/**
 * One entry of GET /api/admin/gallery/item/{id}/versions (issue 29), newest first: the item's version number, its text
 * fields as that create, edit or restore left them, who (from the verified token; null: before history was kept),
 * when, and the version a restore copied. The restore call takes contentVersionRestoreSchema's body ({ version }).
 */
export const galleryItemVersionSchema = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  /** Its Spanish text then (issue 30); '' when not translated. */
  titleEs: z.string(),
  descriptionEs: z.string(),
  location: z.string(),
  category: z.string(),
  staffEmail: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  restoredFrom: z.number().int().min(1).nullable(),
});
export type GalleryItemVersion = z.infer<typeof galleryItemVersionSchema>;

/**
 * GET /api/admin/gallery/item/{id} (issue 30, staff only): the item as the public list gives it (English), plus its
 * Spanish title and description ('' when not translated), for the edit form.
 */
export type AdminGalleryItem = GalleryItem & { titleEs: string; descriptionEs: string };

/** The gallery texts staff may write in Spanish; each is stored as `<field>Es`. */
export const TRANSLATABLE_GALLERY_FIELDS = ['title', 'description'] as const;

/**
 * An item as a visitor of `locale` reads it (issue 30): its Spanish title and description where written, else the
 * English ones; the Spanish fields themselves are left out.
 */
export function localizeGalleryItem<T extends { title: string; description: string }>(
  item: T & { titleEs?: string | null; descriptionEs?: string | null },
  locale: Locale,
): Omit<T, 'titleEs' | 'descriptionEs'> {
  const { titleEs, descriptionEs, ...english } = item;
  if (locale !== 'es') return english;
  return {
    ...english,
    title: isTranslated(titleEs) ? titleEs : english.title,
    description: isTranslated(descriptionEs) ? descriptionEs : english.description,
  };
}
export const galleryItemVersionListSchema = z.array(galleryItemVersionSchema);
