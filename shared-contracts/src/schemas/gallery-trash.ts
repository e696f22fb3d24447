import { z } from 'zod';
import * as MESSAGES from '../messages/index.js';
import { galleryItemSchema } from './gallery.js';

/** The {id} of DELETE /api/admin/gallery/item/{id} and POST /api/admin/gallery/trash/{id}/restore. */
export const galleryItemIdParamSchema = z.uuid(MESSAGES.gallery.idInvalid);

/**
 * One entry of GET /api/admin/gallery/trash (issue 29), newest deletion first: the item as the gallery showed it,
 * who deleted it (the verified token's e-mail), when, and when the scheduled purge removes it and its image for good.
 */
export const galleryTrashItemSchema = galleryItemSchema.extend({
  deletedAt: z.iso.datetime({ offset: true }),
  deletedBy: z.string().nullable(),
  purgeAt: z.iso.datetime({ offset: true }),
});
export type GalleryTrashItem = z.infer<typeof galleryTrashItemSchema>;
export const galleryTrashListSchema = z.array(galleryTrashItemSchema);

/** DELETE /api/admin/gallery/item/{id}: unchanged shape; the item now goes to the trash. */
export const deleteGalleryItemResponseSchema = z.object({ message: z.string() });
export type DeleteGalleryItemResponse = z.infer<typeof deleteGalleryItemResponseSchema>;

/** POST /api/admin/gallery/trash/{id}/restore: the item, shown in the gallery again. */
export const restoreGalleryItemResponseSchema = z.object({ message: z.string(), item: galleryItemSchema });
export type RestoreGalleryItemResponse = z.infer<typeof restoreGalleryItemResponseSchema>;
