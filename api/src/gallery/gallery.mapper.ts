import { localizeGalleryItem, type AdminGalleryItem, type GalleryItem, type Locale } from 'shared-contracts';
import type { GalleryItemEntity } from './entities/gallery-item.entity.js';

export const toGalleryItem = (row: GalleryItemEntity, toUrl: (path: string) => string): GalleryItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: toUrl(row.imageUrl),
  location: row.location,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
  ...(row.beforeImageUrl ? { beforeImageUrl: toUrl(row.beforeImageUrl) } : {}),
});

/** The item as a visitor of `locale` reads it (issue 30): Spanish title and description where written. */
export const toLocalizedGalleryItem = (
  row: GalleryItemEntity,
  toUrl: (path: string) => string,
  locale: Locale,
): GalleryItem =>
  locale === 'en'
    ? toGalleryItem(row, toUrl)
    : localizeGalleryItem(
        { ...toGalleryItem(row, toUrl), titleEs: row.titleEs, descriptionEs: row.descriptionEs },
        locale,
      );

/** The item for its edit form (staff): the English item plus its Spanish text ('' when none). */
export const toAdminGalleryItem = (
  row: GalleryItemEntity,
  toUrl: (path: string) => string,
): AdminGalleryItem => ({
  ...toGalleryItem(row, toUrl),
  titleEs: row.titleEs,
  descriptionEs: row.descriptionEs,
});
