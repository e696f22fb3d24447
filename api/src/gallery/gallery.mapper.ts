import type { GalleryItem } from 'shared-contracts';
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
});
